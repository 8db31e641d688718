/**
 * Where a chart's cross-filter applies (Superset's `getCrossFiltersConfiguration` and
 * `getRelatedCharts`): the charts of its `chart_configuration[id].crossFilters.scope`
 * (`rootPath`/`excluded`), or of `global_chart_configuration.scope` when its own is `'global'`
 * or not set, or every chart; never the emitter. Beyond Superset, of those only the charts
 * whose dataset has every column it filters (the rule native filters follow, filterScope.ts),
 * whatever their dataset: the others keep their query as it is. And the configuration the
 * scoping dialog edits (`chart_configuration`, `global_chart_configuration`) as Superset 3+
 * saves it.
 */
import type { DashboardMetadata } from '../schemas/dashboard.js';
import type { DashboardDataMask, DataMask } from './dataMask.js';
import type { DashboardLayout } from './layout.js';
import { chartIdsInLayout } from './layoutRules.js';
import { filterValueText } from './nativeFilterMask.js';
import { ALL_PANELS_SCOPE, type NativeFilterScope } from './nativeFilters.js';
import { chartsInScope, type NativeFilterScopes } from './filterScope.js';

const isScope = (value: unknown): value is NativeFilterScope =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as NativeFilterScope).rootPath);

/** A saved scope as a fresh value (undefined: none, or `'global'`). */
const scopeIn = (value: unknown): NativeFilterScope | undefined =>
  isScope(value)
    ? { rootPath: [...value.rootPath], excluded: [...(value.excluded ?? [])] }
    : undefined;

/** The chart's own cross-filter scope as saved (undefined: it follows the global one). */
const ownScopeOf = (metadata: DashboardMetadata, chartId: number) =>
  scopeIn(
    (
      (metadata.chart_configuration?.[String(chartId)] as { crossFilters?: unknown })
        ?.crossFilters as { scope?: unknown } | undefined
    )?.scope,
  );

/** The global cross-filter scope as saved (undefined: none). */
const globalScopeOf = (metadata: DashboardMetadata) =>
  scopeIn((metadata.global_chart_configuration as { scope?: unknown } | undefined)?.scope);

/** The scope of the chart's cross-filters as configured (undefined: every chart). */
export function crossFilterScopeOf(
  metadata: DashboardMetadata,
  chartId: number,
): NativeFilterScope | undefined {
  return ownScopeOf(metadata, chartId) ?? globalScopeOf(metadata);
}

/** `chart_configuration[id].crossFilters.scope` when the chart follows the global scoping. */
export const GLOBAL_SCOPE_POINTER = 'global';

/** A chart's cross-filters entry of `chart_configuration`: its scope and the charts in it. */
export type ChartCrossFilterConfig = {
  id: number;
  crossFilters: {
    scope: NativeFilterScope | typeof GLOBAL_SCOPE_POINTER;
    chartsInScope: number[];
  };
};

/** `chart_configuration`: per chart id (as a key), its cross-filters entry. */
export type ChartConfiguration = Record<string, ChartCrossFilterConfig>;

/** `global_chart_configuration`: the scope of every chart that has none of its own. */
export type GlobalChartConfiguration = {
  scope: NativeFilterScope;
  chartsInScope: number[];
};

/**
 * The cross-filter configuration as Superset 3+ holds it (`getCrossFiltersConfiguration`):
 * the global scoping (as saved, else the whole dashboard) with the charts in it, and for each
 * chart that can cross-filter (`interactiveChartIds`) its entry (as saved, else pointing at
 * the global scoping) with the charts in its scope, never itself.
 */
export function crossFiltersConfiguration(
  metadata: DashboardMetadata,
  layout: DashboardLayout,
  interactiveChartIds: readonly number[],
): { chartConfiguration: ChartConfiguration; globalChartConfiguration: GlobalChartConfiguration } {
  const chartIds = chartIdsInLayout(layout);
  const globalScope = globalScopeOf(metadata) ?? { ...ALL_PANELS_SCOPE, excluded: [] };
  const globalChartConfiguration = {
    scope: globalScope,
    chartsInScope: chartsInScope(globalScope, layout, chartIds),
  };
  const chartConfiguration: ChartConfiguration = {};
  for (const id of interactiveChartIds) {
    const scope = ownScopeOf(metadata, id);
    chartConfiguration[String(id)] = {
      id,
      crossFilters: scope
        ? { scope, chartsInScope: chartsInScope(scope, layout, chartIds).filter((c) => c !== id) }
        : {
            scope: GLOBAL_SCOPE_POINTER,
            chartsInScope: globalChartConfiguration.chartsInScope.filter((c) => c !== id),
          },
    };
  }
  return { chartConfiguration, globalChartConfiguration };
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
