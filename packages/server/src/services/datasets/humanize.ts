/**
 * "3 hours ago" texts as Superset's `changed_on_delta_humanized` gives them (Python
 * humanize's `naturaltime`).
 */

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : `${n} ${many}`;
}

/** The delta as humanize's `naturaldelta` words it. */
export function naturalDelta(ms: number): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(seconds / 86400);
  const years = Math.floor(days / 365);
  const restDays = days % 365;
  const rest = seconds % 86400;
  if (years === 0 && days < 1) {
    if (rest === 0) return 'a moment';
    if (rest === 1) return 'a second';
    if (rest < 60) return `${rest} seconds`;
    if (rest < 120) return 'a minute';
    if (rest < 3600) return `${Math.floor(rest / 60)} minutes`;
    if (rest < 7200) return 'an hour';
    return `${Math.floor(rest / 3600)} hours`;
  }
  if (years === 0) {
    if (days === 1) return 'a day';
    const months = Math.floor(days / 30.5);
    if (months === 0) return `${days} days`;
    return plural(months, 'a month', 'months');
  }
  if (years === 1) {
    const months = Math.floor(restDays / 30.5);
    if (months === 0 && restDays === 0) return 'a year';
    if (months === 0) return restDays === 1 ? '1 year, 1 day' : `1 year, ${restDays} days`;
    return months === 1 ? '1 year, 1 month' : `1 year, ${months} months`;
  }
  return `${years} years`;
}

/** `naturaltime(now - then)`: "now", "a minute ago", "2 days ago", "3 hours from now". */
export function naturalTime(then: string | Date, now: Date = new Date()): string {
  const at = typeof then === 'string' ? new Date(then) : then;
  const delta = now.getTime() - at.getTime();
  const words = naturalDelta(delta);
  if (words === 'a moment') return 'now';
  return delta >= 0 ? `${words} ago` : `${words} from now`;
}
