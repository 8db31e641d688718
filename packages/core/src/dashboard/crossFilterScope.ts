/**
 * Where a chart's cross-filter applies (Superset's `getCrossFiltersConfiguration` and
 * `getRelatedCharts`): the charts of its `chart_configuration[id].crossFilters.scope`
 * (`rootPath`/`excluded`), or of `global_chart_configuration.scope` when its own is `'global'`
 * or not set, or every chart; never the emitter. Beyond Superset, of those only the charts
 * whose dataset has every column it filters (the rule native filters follow, filterScope.ts),
 * whatever their dataset: the others keep their query as it is.
 */
import type { DashboardMetadata } from '../schemas/dashboard.js';
import type { DashboardDataMask, DataMask } from './dataMask.js';
import type { DashboardLayout } from './layout.js';
import { chartIdsInLayout } from './layoutRules.js';
import { filterValueText } from './nativeFilterMask.js';
import type { NativeFilterScope } from './nativeFilters.js';
import { chartsInScope, type NativeFilterScopes } from './filterScope.js';

const isScope = (value: unknown): value is NativeFilterScope =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as NativeFilterScope).rootPath);

/** The scope of the chart's cross-filters as configured (undefined: every chart). */
export function crossFilterScopeOf(
  metadata: DashboardMetadata,
  chartId: number,
): NativeFilterScope | undefined {
  const own = (metadata.chart_configuration?.[String(chartId)] as { crossFilters?: unknown })
    ?.crossFilters as { scope?: unknown } | undefined;
  if (isScope(own?.scope)) return own.scope;
  const global = (metadata.global_chart_configuration as { scope?: unknown } | undefined)?.scope;
  return isScope(global) ? global : undefined;
}

/** Whether the dashboard applies cross-filters (`cross_filters_enabled`, on unless false). */
export const crossFiltersEnabled = (metadata: DashboardMetadata): boolean =>
  metadata.cross_filters_enabled !== false;

/** The columns (by name) a chart's part of the mask filters. */
export function crossFilterColumns(part: DataMask | undefined): string[] {
  const filters = part?.extraFormData?.filters ?? [];
  return filters.map((f) => f.col).filter((col): col is string => typeof col === 'string');
}

/** One cross-filter in effect: the chart that emits it, the column and the value shown. */
export interface ActiveCrossFilter {
  chartId: number;
  column: string;
  value: string;
}

/** The cross-filters in effect: a part keyed by a chart on the layout that filters something. */
export function activeCrossFilters(
  dataMask: DashboardDataMask,
  chartIds: readonly number[],
): ActiveCrossFilter[] {
  return chartIds.flatMap((chartId) => {
    const filters = dataMask[String(chartId)]?.extraFormData?.filters ?? [];
    return filters.map((f) => ({
      chartId,
      column: typeof f.col === 'string' ? f.col : String(f.col.label ?? ''),
      value:
        f.op === 'IS NULL'
          ? filterValueText(null)
          : (Array.isArray(f.val) ? f.val : [f.val]).map(filterValueText).join(', '),
    }));
  });
}

/**
 * The scope of every chart's cross-filter in the mask: per chart id, the charts in its scope
 * (`inScope`) and those it applies to given each chart's dataset columns (`applying`; columns
 * not known yet: assumed there). Cross-filters off: each applies to no chart.
 */
export function crossFilterScopes(
  dataMask: DashboardDataMask,
  metadata: DashboardMetadata,
  layout: DashboardLayout,
  columnsOf: (chartId: number) => ReadonlySet<string> | undefined,
  enabled = true,
): NativeFilterScopes {
  const chartIds = chartIdsInLayout(layout);
  const inScope: Record<string, number[]> = {};
  const applying: Record<string, number[]> = {};
  for (const emitter of chartIds) {
    const part = dataMask[String(emitter)];
    if (!part?.extraFormData?.filters?.length) continue;
    const id = String(emitter);
    if (!enabled || !crossFiltersEnabled(metadata)) {
      inScope[id] = [];
      applying[id] = [];
      continue;
    }
    const ids = chartsInScope(crossFilterScopeOf(metadata, emitter), layout, chartIds).filter(
      (chartId) => chartId !== emitter,
    );
    const columns = crossFilterColumns(part);
    inScope[id] = ids;
    applying[id] = ids.filter((chartId) => {
      const has = columnsOf(chartId);
      return !has || columns.every((column) => has.has(column));
    });
  }
  return { inScope, applying };
}
