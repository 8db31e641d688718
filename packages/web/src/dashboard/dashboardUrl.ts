/** Changes to the dashboard page's address (core's pageUrl.ts reads it). */
/** The address with these parameters set (null: removed), the rest and the hash kept. */
export function withParams(
  location: { pathname: string; search: string; hash: string },
  params: Record<string, string | null>,
): string {
  const search = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(params)) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
  const query = search.toString().replace(/%2C/g, ',');
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
