/** Rison-encoded `q` parameters of Superset's list endpoints. */
import rison from 'rison';

/** `?q=<rison>` (URI-encoded), or '' when there is nothing to send. */
export function risonQuery(q: Record<string, unknown> | undefined): string {
  if (!q || Object.keys(q).length === 0) return '';
  return `?q=${encodeURIComponent(rison.encode(q))}`;
}
