/**
 * What a chart's filter indicator lists (Superset's `selectNativeIndicatorsForChart`): each
 * native filter whose scope holds the chart, as applied (it has a value and filters the
 * chart), incompatible (it has a value the chart cannot take: its dataset lacks the column, or
 * the chart's answer rejected it) or unset; applied first, then unset, then incompatible.
 */
import type { DashboardDataMask } from './dataMask.js';
import { filterValueText, hasFilterValue } from './nativeFilterMask.js';
import { isNativeFilter, type NativeFilterItem } from './nativeFilters.js';
import { nativeFilterColumn, type NativeFilterScopes } from './filterScope.js';
import type { ActiveCrossFilter } from './crossFilterScope.js';
import {
  dashboardFilterKey,
  legacyValueFilters,
  type LegacyDashboardFilter,
} from './legacyFilters.js';

export type FilterIndicatorStatus = 'APPLIED' | 'UNSET' | 'INCOMPATIBLE';

export interface FilterIndicator {
  id: string;
  name: string;
  column?: string;
  /** The value as shown (the filter state's label, else its values). */
  value: string | null;
  status: FilterIndicatorStatus;
}

const ORDER: FilterIndicatorStatus[] = ['APPLIED', 'UNSET', 'INCOMPATIBLE'];

/** A filter's value or values as the indicator shows them. */
const valuesText = (value: unknown): string =>
  (Array.isArray(value) ? value : [value]).map(filterValueText).join(', ');

function labelOf(state: { value?: unknown; label?: unknown } | undefined): string | null {
  if (!state || !hasFilterValue(state.value)) return null;
  if (typeof state.label === 'string' && state.label) return state.label;
  return valuesText(state.value);
}

/**
 * The indicator of a filter (its data mask or scope key) whose scope holds the chart: unset
 * without a value, applied where it fits the chart (its scope applies it there and the chart's
 * answer did not reject its column), else incompatible.
 */
function indicatorOf(
  key: string,
  name: string,
  column: string | undefined,
  value: string | null,
  chartId: number,
  scopes: NativeFilterScopes,
  rejectedColumns: ReadonlySet<string>,
): FilterIndicator {
  const fits =
    (scopes.applying[key]?.includes(chartId) ?? true) && !(column && rejectedColumns.has(column));
  const status = value === null ? 'UNSET' : fits ? 'APPLIED' : 'INCOMPATIBLE';
  return { id: key, name, column, value, status };
}

/** Applied first, then unset, then incompatible. */
const byStatus = (indicators: FilterIndicator[]) =>
  indicators.sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));

export function chartFilterIndicators(
  items: readonly NativeFilterItem[],
  dataMask: DashboardDataMask,
  chartId: number,
  scopes: NativeFilterScopes,
  /** Columns the chart's last answer rejected (`rejected_filters`). */
  rejectedColumns: ReadonlySet<string> = new Set(),
): FilterIndicator[] {
  const indicators: FilterIndicator[] = [];
  for (const item of items) {
    if (!isNativeFilter(item) || !scopes.inScope[item.id]?.includes(chartId)) continue;
    const value = labelOf(dataMask[item.id]?.filterState);
    indicators.push(
      indicatorOf(
        item.id,
        item.name,
        nativeFilterColumn(item),
        value,
        chartId,
        scopes,
        rejectedColumns,
      ),
    );
  }
  return byStatus(indicators);
}

/**
 * What a chart's indicator lists of the cross-filters (Superset's
 * `selectChartCrossFilters`): each chart's cross-filter whose scope holds the chart, named by
 * the emitting chart's title, applied, or incompatible when its dataset lacks the column.
 */
export function crossFilterIndicators(
  crossFilters: readonly ActiveCrossFilter[],
  chartId: number,
  scopes: NativeFilterScopes,
  titleOf: (chartId: number) => string,
): FilterIndicator[] {
  return crossFilters
    .filter((f) => scopes.inScope[String(f.chartId)]?.includes(chartId))
    .map((f) => ({
      id: `${f.chartId}-${f.column}`,
      name: titleOf(f.chartId),
      column: f.column,
      value: `${f.column}: ${f.value}`,
      status: scopes.applying[String(f.chartId)]?.includes(chartId) ? 'APPLIED' : 'INCOMPATIBLE',
    }));
}

/**
 * What a chart's indicator lists of the filter boxes' filters (Superset's
 * `selectIndicatorsForChart`): each filter box column or time key whose scope holds the chart,
 * named by its label, applied (a value that filters, taken by the chart), incompatible (the
 * chart's dataset lacks the column, or its answer rejected it) or unset; applied first.
 */
export function legacyFilterIndicators(
  filters: Readonly<Record<string, LegacyDashboardFilter>>,
  dataMask: DashboardDataMask,
  chartId: number,
  scopes: NativeFilterScopes,
  rejectedColumns: ReadonlySet<string> = new Set(),
): FilterIndicator[] {
  const indicators: FilterIndicator[] = [];
  for (const filter of Object.values(filters)) {
    for (const column of Object.keys(filter.columns)) {
      const key = dashboardFilterKey(filter.chartId, column);
      if (!scopes.inScope[key]?.includes(chartId)) continue;
      const raw = dataMask[key]?.filterState?.value;
      const value = legacyValueFilters(column, raw) ? valuesText(raw) : null;
      const name = filter.labels[column] || column;
      indicators.push(indicatorOf(key, name, column, value, chartId, scopes, rejectedColumns));
    }
  }
  return byStatus(indicators);
}
