/** Names of new tabs: "Untitled Query N", one past the highest N already open (Superset's). */
const UNTITLED = /^Untitled Query (\d+)$/;

export function newQueryTabName(titles: readonly string[]): string {
  const taken = titles.map((t) => UNTITLED.exec(t)?.[1]).filter((n): n is string => !!n);
  const next = taken.length ? Math.max(...taken.map(Number)) + 1 : 1;
  return `Untitled Query ${next}`;
}

/** "<title> (copy)" for a duplicated tab. */
export function copyTabName(title: string): string {
  return `${title} (copy)`;
}
