/** The query limit dropdown's choices. */
export const QUERY_LIMITS = [10, 100, 1000, 10000, 100000];

/** Superset's fixed choices and SQL_MAX_ROW (when the server sends it), in order. */
export function queryLimitOptions(sqlMaxRow: unknown): number[] {
  const max = typeof sqlMaxRow === 'number' && sqlMaxRow > 0 ? sqlMaxRow : null;
  return [...new Set(max ? [...QUERY_LIMITS, max] : QUERY_LIMITS)].sort((a, b) => a - b);
}
