/**
 * Superset's `merge_extra_filters`: the legacy `extra_filters` of a form data (`{col, op,
 * val}`) folded into it. The time ones (`__time_range`, `__time_col`, `__time_grain`,
 * `__granularity`) set their form data field and are noted in `applied_time_extras`; the
 * others become adhoc filters marked `isExtra`, unless a simple filter on the same column and
 * operator already holds the same value. `extra_filters` is then removed.
 */
import type { AdhocFilter } from '@tessera/core';
import type { QueryFormData } from './types.js';

const NO_TIME_RANGE = 'No filter';

const TIME_EXTRAS: Record<string, string> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
};

/** A stable id from the filter's fields (Superset hashes them too), so server and page agree. */
function filterOptionName(filter: Record<string, unknown>): string {
  const text = JSON.stringify(filter);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `filter_${hash.toString(16).padStart(8, '0')}`;
}

/** Superset's `simple_filter_to_adhoc`. */
export function simpleFilterToAdhoc(
  clause: { col: unknown; op: unknown; val?: unknown; isExtra?: boolean },
  where: 'WHERE' | 'HAVING' = 'WHERE',
): AdhocFilter {
  const adhoc: Record<string, unknown> = {
    clause: where,
    expressionType: 'SIMPLE',
    comparator: clause.val,
    operator: clause.op,
    subject: clause.col,
  };
  if (clause.isExtra) adhoc.isExtra = true;
  adhoc.filterOptionName = filterOptionName(adhoc);
  return adhoc as AdhocFilter;
}

const keyOf = (column: unknown, operator: unknown) =>
  `${JSON.stringify(column)}__${String(operator)}`;

function sameValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Set(a.map((v) => JSON.stringify(v)));
    const right = new Set(b.map((v) => JSON.stringify(v)));
    return left.size === right.size && [...left].every((v) => right.has(v));
  }
  if (Array.isArray(a) || Array.isArray(b)) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The form data with its `extra_filters` merged in (a new object; the input is left alone). */
export function mergeExtraFilters(formData: QueryFormData): QueryFormData {
  const merged: Record<string, unknown> = { ...formData };
  const applied = { ...((formData.applied_time_extras as Record<string, unknown>) ?? {}) };
  const adhocFilters: AdhocFilter[] = [...(formData.adhoc_filters ?? [])];
  merged.applied_time_extras = applied;
  merged.adhoc_filters = adhocFilters;
  const extras = formData.extra_filters;
  if (!Array.isArray(extras)) return merged as QueryFormData;

  const existing = new Map<string, unknown>();
  for (const f of adhocFilters) {
    if (f.expressionType === 'SIMPLE' && f.comparator != null && f.subject != null) {
      existing.set(keyOf(f.subject, f.operator), f.comparator);
    }
  }
  for (const extra of extras) {
    if (!extra || typeof extra !== 'object') continue;
    const filter = { ...extra, isExtra: true };
    const timeField = typeof filter.col === 'string' ? TIME_EXTRAS[filter.col] : undefined;
    if (timeField) {
      if (filter.val && filter.val !== NO_TIME_RANGE) {
        merged[timeField] = filter.val;
        applied[filter.col as string] = filter.val;
      }
      continue;
    }
    if (!filter.val || (Array.isArray(filter.val) && filter.val.length === 0)) continue;
    const key = keyOf(filter.col, filter.op);
    if (existing.has(key) && sameValues(existing.get(key), filter.val)) continue;
    adhocFilters.push(simpleFilterToAdhoc(filter));
  }
  delete merged.extra_filters;
  return merged as QueryFormData;
}
