/**
 * A yes/no of a request (`?force=true`, `?override_columns=1`, a list filter's `value: !t`):
 * true for true, 1 and, in any case, 'true', '1', 'yes', 'y', 't' and rison's '!t'; anything
 * else is no.
 */
const YES = new Set(['true', '1', 'yes', 'y', 't', '!t']);

export function queryFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && YES.has(value.toLowerCase());
}
