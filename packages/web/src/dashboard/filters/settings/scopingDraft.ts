/**
 * What the cross-filtering scoping dialog edits (Superset's ScopingModal), as pure steps over
 * a draft: the global scoping ("All charts/global scoping") and each chart's entry of
 * `chart_configuration`, the entry shown, and a new custom scoping not yet given its chart.
 * A chart's scope always excludes the chart itself; a chart following the global scoping has
 * the global scope's charts but itself. Save writes `chart_configuration` and
 * `global_chart_configuration` as Superset 3+ does.
 */
import {
  GLOBAL_SCOPE_POINTER,
  chartsInScope,
  crossFiltersConfiguration,
  type ChartConfiguration,
  type ChartCrossFilterConfig,
  type DashboardLayout,
  type DashboardMetadata,
  type GlobalChartConfiguration,
  type NativeFilterScope,
} from '@tessera/core';

/** The new custom scoping, before a chart is chosen for it. */
export const NEW_SCOPING = 'new';

/** The entry shown: the global scoping (undefined), a chart's, or the new custom scoping. */
export type ScopingEntry = number | typeof NEW_SCOPING | undefined;

export interface ScopingDraft {
  global: GlobalChartConfiguration;
  /** Every chart that can cross-filter, by id. */
  charts: ChartConfiguration;
  current: ScopingEntry;
  /** The scope of the new custom scoping while it has no chart (absent: there is none). */
  pending?: NativeFilterScope;
}

const isGlobal = (config: ChartCrossFilterConfig | undefined) =>
  !config || config.crossFilters.scope === GLOBAL_SCOPE_POINTER;

/** The global scope as a chart's own: the chart itself excluded. */
const ownedScope = (chartId: number, scope: NativeFilterScope): NativeFilterScope => ({
  rootPath: [...scope.rootPath],
  excluded: [...new Set([...scope.excluded.filter((id) => id !== chartId), chartId])],
});

/** A chart's entry following the global scoping. */
const globalEntry = (
  chartId: number,
  global: GlobalChartConfiguration,
): ChartCrossFilterConfig => ({
  id: chartId,
  crossFilters: {
    scope: GLOBAL_SCOPE_POINTER,
    chartsInScope: global.chartsInScope.filter((id) => id !== chartId),
  },
});

/** A chart's entry with its own scope (the chart excluded from it). */
function customEntry(
  chartId: number,
  scope: NativeFilterScope,
  layout: DashboardLayout,
): ChartCrossFilterConfig {
  const own = ownedScope(chartId, scope);
  return { id: chartId, crossFilters: { scope: own, chartsInScope: chartsInScope(own, layout) } };
}

/**
 * The draft the dialog opens with: the configuration as saved (core's
 * `crossFiltersConfiguration`) over the charts that can cross-filter; opened for a chart, that
 * chart's entry is shown (with its own scope, the global one's if it had none).
 */
export function openScoping(
  metadata: DashboardMetadata,
  layout: DashboardLayout,
  interactiveChartIds: readonly number[],
  chartId?: number,
): ScopingDraft {
  const { chartConfiguration, globalChartConfiguration } = crossFiltersConfiguration(
    metadata,
    layout,
    interactiveChartIds,
  );
  const draft: ScopingDraft = {
    global: globalChartConfiguration,
    charts: chartConfiguration,
    current: undefined,
  };
  if (chartId === undefined || !chartConfiguration[String(chartId)]) return draft;
  return {
    ...draft,
    current: chartId,
    charts: {
      ...chartConfiguration,
      [chartId]: customEntry(chartId, scopeShown({ ...draft, current: chartId }), layout),
    },
  };
}

/** The scope the tree shows for the current entry. */
export function scopeShown(draft: ScopingDraft): NativeFilterScope {
  const { current, global } = draft;
  if (current === undefined) return global.scope;
  if (current === NEW_SCOPING) return draft.pending ?? global.scope;
  const config = draft.charts[String(current)];
  if (isGlobal(config)) return ownedScope(current, global.scope);
  return config.crossFilters.scope as NativeFilterScope;
}

/** The charts with a scope of their own, in the order of their entries. */
export const customScopedCharts = (draft: ScopingDraft): number[] =>
  Object.values(draft.charts)
    .filter((config) => !isGlobal(config))
    .map((config) => config.id);

/** The charts the current custom entry may be given: those following the global scoping. */
export const chartChoices = (draft: ScopingDraft): number[] =>
  Object.values(draft.charts)
    .filter((config) => isGlobal(config) || config.id === draft.current)
    .map((config) => config.id);

/** Shows an entry. */
export const selectEntry = (draft: ScopingDraft, entry: ScopingEntry): ScopingDraft => ({
  ...draft,
  current: entry,
});

/**
 * The tree's new scope for the current entry: the global one (whose followers get its charts),
 * the chart's own, or the new custom scoping's.
 */
export function setScope(
  draft: ScopingDraft,
  scope: NativeFilterScope,
  layout: DashboardLayout,
): ScopingDraft {
  const { current } = draft;
  if (current === NEW_SCOPING) return { ...draft, pending: scope };
  if (current !== undefined)
    return {
      ...draft,
      charts: { ...draft.charts, [current]: customEntry(current, scope, layout) },
    };
  const global = { scope, chartsInScope: chartsInScope(scope, layout) };
  const charts: ChartConfiguration = {};
  for (const [key, config] of Object.entries(draft.charts))
    charts[key] = isGlobal(config) ? globalEntry(config.id, global) : config;
  return { ...draft, global, charts };
}

/** "Add custom scoping": the new entry shown, starting from the global scope. */
export const addCustomScoping = (draft: ScopingDraft): ScopingDraft => ({
  ...draft,
  current: NEW_SCOPING,
  pending: draft.pending ?? draft.global.scope,
});

/**
 * The chart chosen for the current custom entry: it takes the entry's scope (itself excluded),
 * and the chart the entry had before follows the global scoping again.
 */
export function chooseChart(
  draft: ScopingDraft,
  chartId: number,
  layout: DashboardLayout,
): ScopingDraft {
  const { current } = draft;
  if (current === undefined || current === chartId) return draft;
  // the entry's scope, no longer excluding the chart it had
  const shown = scopeShown(draft);
  const scope = { ...shown, excluded: shown.excluded.filter((id) => id !== current) };
  const charts: ChartConfiguration = {
    ...draft.charts,
    [chartId]: customEntry(chartId, scope, layout),
  };
  if (current !== NEW_SCOPING) charts[current] = globalEntry(current, draft.global);
  const next: ScopingDraft = { ...draft, charts, current: chartId };
  if (current === NEW_SCOPING) delete next.pending;
  return next;
}

/** Removes a custom scoping (the chart follows the global scoping again). */
export function removeCustomScoping(
  draft: ScopingDraft,
  entry: number | typeof NEW_SCOPING,
): ScopingDraft {
  const next: ScopingDraft = {
    ...draft,
    current: draft.current === entry ? undefined : draft.current,
  };
  if (entry === NEW_SCOPING) delete next.pending;
  else next.charts = { ...draft.charts, [entry]: globalEntry(entry, draft.global) };
  return next;
}

/** What Save writes into `json_metadata`. */
export const scopingToSave = (
  draft: ScopingDraft,
): Pick<DashboardMetadata, 'chart_configuration' | 'global_chart_configuration'> => ({
  chart_configuration: draft.charts,
  global_chart_configuration: draft.global,
});
