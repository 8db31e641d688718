import { buildQueryContext } from '../shared/query/index.js';
import type { BuildQuery } from '../types.js';
import { comparisonOffset } from './offsets.js';

/**
 * The metric over the time range, and (as `time_offsets`) over the range shifted for the
 * comparison: the server returns `<metric>` and `<metric>__<offset>` in one row. The time
 * range filter becomes the query's own time range on its column, so that the comparison
 * query can move it (Superset's buildQuery with a time comparison).
 */
export const buildQuery: BuildQuery = (formData) =>
  buildQueryContext(formData, (baseQueryObject) => {
    const filters = baseQueryObject.filters ?? [];
    const temporal = filters.find(
      (f) =>
        f.op === 'TEMPORAL_RANGE' &&
        typeof f.col === 'string' &&
        typeof f.val === 'string' &&
        f.val !== 'No filter',
    );
    const offset = comparisonOffset(formData);
    if (!temporal || !offset) return [{ ...baseQueryObject, time_offsets: [] }];
    return [
      {
        ...baseQueryObject,
        granularity: temporal.col as string,
        time_range: temporal.val as string,
        filters: filters.filter((f) => f !== temporal),
        time_offsets: [offset],
      },
    ];
  });
