/**
 * The dashboard's data as its components read it (DashboardContext's DashboardData): each
 * chart's form data through the one data mask (each native filter's part applied to the
 * charts in its scope whose dataset has its column), the datasets by datasource key, the label
 * colours, and its chart queries, started in order (the tabs shown first) whenever what is
 * shown or asked changes (a chart whose form data is the same keeps its request); a refresh
 * asks them again past the results cache (Superset's force refresh). Charts wait while the
 * mask is not known yet, or a filter in their scope waits for its first item.
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import {
  activeCrossFilters,
  chartIdsInLayout,
  chartQueryOrder,
  crossFilterScopes,
  crossFiltersEnabled,
  dashboardChartFormData,
  legacyFilterScopes,
  nativeFilterScopes,
  savedChartFormData,
  type DashboardChart,
  type DashboardDataMask,
  type DashboardLayout,
  type DashboardMetadata,
  type DashboardShow,
  type DataMask,
  type LegacyDashboardFilter,
  type NativeFilterItem,
  type NativeFilterScopes,
  type OpeningChart,
} from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import type { DashboardDataset } from '../api/dashboardPage';
import { isFeatureEnabled } from '../app/featureFlags';
import { chartDatasourceOf } from '../components/chart/chartDatasource';
import { chartQueriesOf } from './chartQueries';
import type { DashboardData } from './DashboardContext';
import { labelColorsOf } from './labelColors';
import { DashboardMaskView, type DashboardMaskSnapshot } from './maskView';
import { startChartQueries } from './openingQueries';
import type { DashboardPermissions } from './permissions';

/** The page's filters and their mask (filters/useDashboardDataMask.ts). */
export interface DashboardFilters {
  items: readonly NativeFilterItem[];
  dataMask: DashboardDataMask;
  /** False while the mask is being read: every chart waits. */
  ready: boolean;
  /** Filters waiting for their first item: the charts they apply to wait. */
  pendingFilterIds: readonly string[];
  /** Sets (or, with a mask that filters nothing, clears) a chart's cross-filter. */
  setCrossFilter(chartId: number, mask: DataMask | null): void;
  /** Sets these parts of the mask (filter ids, chart ids or legacy filter keys → part). */
  apply(parts: DashboardDataMask): void;
  /** The filter boxes while they filter (filterBox/useFilterBoxMigration.ts). */
  legacyFilters?: Record<string, LegacyDashboardFilter>;
  /** The mask's store: a change is heard as it is made, before React draws it again. */
  maskStore?: { get(): DashboardDataMask; subscribe(listener: () => void): () => void };
}

/** The columns of each chart's dataset (undefined while the datasets have not come). */
function chartColumnsOf(
  charts: readonly DashboardChart[],
  datasets: readonly DashboardDataset[] | undefined,
): Map<number, Set<string> | undefined> | undefined {
  if (!datasets) return undefined;
  const byKey = new Map(
    datasets.map((d) => [
      `${d.id}__${d.type || 'table'}`,
      new Set(d.columns.map((c) => c.column_name)),
    ]),
  );
  return new Map(
    charts.map((c) => [c.id, byKey.get(String(savedChartFormData(c).datasource ?? ''))]),
  );
}

/** Form data made again that is the same as before keeps its object (not drawn again). */
class SameFormData {
  private last = new Map<number, QueryFormData>();

  keep(made: [number, QueryFormData][]): Map<number, QueryFormData> {
    const next = new Map<number, QueryFormData>();
    for (const [id, formData] of made) {
      const before = this.last.get(id);
      next.set(
        id,
        before && JSON.stringify(before) === JSON.stringify(formData) ? before : formData,
      );
    }
    this.last = next;
    return next;
  }
}

/**
 * The mask view's snapshots, each worked out once for its inputs and mask (the mask's change
 * asks for it to send the requests, then the render draws it); form data, scopes and
 * cross-filters that did not change keep their objects.
 */
class MaskSnapshots {
  private readonly sameFormData = new SameFormData();
  private last:
    | { inputs: FormDataInputs; dataMask: DashboardDataMask; made: DashboardMaskSnapshot }
    | undefined;

  of(inputs: FormDataInputs, dataMask: DashboardDataMask): DashboardMaskSnapshot {
    const last = this.last;
    if (last?.inputs === inputs && last.dataMask === dataMask) return last.made;
    const scopes = filterScopesOf(inputs, dataMask);
    const crossFilters =
      inputs.crossFiltersOn && crossFiltersEnabled(inputs.metadata)
        ? activeCrossFilters(dataMask, chartIdsInLayout(inputs.layout))
        : [];
    const made: DashboardMaskSnapshot = {
      dataMask,
      filterScopes: last && same(last.made.filterScopes, scopes) ? last.made.filterScopes : scopes,
      crossFilters:
        last && same(last.made.crossFilters, crossFilters) ? last.made.crossFilters : crossFilters,
      formData: this.sameFormData.keep(chartFormDataOf(inputs, dataMask, scopes)),
    };
    this.last = { inputs, dataMask, made };
    return made;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the charts' form data is made of, beside the mask. */
interface FormDataInputs {
  dashboardId: number;
  charts: readonly DashboardChart[];
  metadata: DashboardMetadata;
  layout: DashboardLayout;
  chartColumns: Map<number, Set<string> | undefined> | undefined;
  crossFiltersOn: boolean;
  items: readonly NativeFilterItem[];
  legacyFilters: Record<string, LegacyDashboardFilter> | undefined;
}

/**
 * Native filters' scopes, each cross-filtering chart's (crossFilterScope.ts), and the filter
 * boxes' filters' (legacyFilters.ts).
 */
function filterScopesOf(inputs: FormDataInputs, dataMask: DashboardDataMask): NativeFilterScopes {
  const { items, metadata, layout, chartColumns, crossFiltersOn, legacyFilters } = inputs;
  const columnsOf = (id: number) => chartColumns?.get(id);
  const native = nativeFilterScopes(items, layout, columnsOf);
  const cross = crossFilterScopes(dataMask, metadata, layout, columnsOf, crossFiltersOn);
  const legacy = legacyFilterScopes(legacyFilters ?? {}, layout, columnsOf);
  return {
    inScope: { ...native.inScope, ...cross.inScope, ...legacy.inScope },
    applying: { ...native.applying, ...cross.applying, ...legacy.applying },
  };
}

/** Each chart's form data through the mask. */
function chartFormDataOf(
  inputs: FormDataInputs,
  dataMask: DashboardDataMask,
  scopes: NativeFilterScopes,
): [number, QueryFormData][] {
  return inputs.charts.map((c) => [
    c.id,
    dashboardChartFormData(
      c,
      inputs.dashboardId,
      inputs.metadata,
      dataMask,
      scopes.applying,
    ) as QueryFormData,
  ]);
}

/** The charts' requests in the order they go out (the tabs shown first), those held left out. */
function requestOrder(
  layout: DashboardLayout,
  chosenTabs: readonly string[],
  formData: ReadonlyMap<number, QueryFormData>,
  held: ReadonlySet<number>,
): { first: OpeningChart[]; later: OpeningChart[] } {
  const { first, later } = chartQueryOrder(layout, chosenTabs);
  const opening = (ids: number[]): OpeningChart[] =>
    ids.flatMap((chartId) => {
      const chartFormData = formData.get(chartId);
      return chartFormData && !held.has(chartId) ? [{ chartId, formData: chartFormData }] : [];
    });
  return { first: opening(first), later: opening(later) };
}

/** The charts that wait: all while the mask is not ready, else those of pending filters. */
function heldChartsOf(filters: DashboardFilters, scopes: NativeFilterScopes): Set<number> | null {
  if (!filters.ready) return null;
  return new Set(filters.pendingFilterIds.flatMap((id) => scopes.applying[id] ?? []));
}

const NO_LEGACY_FILTERS: Readonly<Record<string, LegacyDashboardFilter>> = {};

export function useDashboardDataValue({
  dashboard,
  charts,
  datasets,
  layout,
  metadata,
  permissions,
  chosenTabs,
  filters,
}: {
  dashboard: DashboardShow;
  charts: readonly DashboardChart[];
  datasets: readonly DashboardDataset[] | undefined;
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  permissions: DashboardPermissions;
  chosenTabs: readonly string[];
  filters: DashboardFilters;
}): DashboardData {
  const queries = chartQueriesOf(dashboard.id);
  const chartMap = useMemo(() => new Map(charts.map((c) => [c.id, c])), [charts]);
  const chartColumns = useMemo(() => chartColumnsOf(charts, datasets), [charts, datasets]);
  const crossFiltersOn = isFeatureEnabled('DASHBOARD_CROSS_FILTERS');
  const inputs: FormDataInputs = useMemo(
    () => ({
      dashboardId: dashboard.id,
      charts,
      metadata,
      layout,
      chartColumns,
      crossFiltersOn,
      items: filters.items,
      legacyFilters: filters.legacyFilters,
    }),
    [
      dashboard.id,
      charts,
      metadata,
      layout,
      chartColumns,
      crossFiltersOn,
      filters.items,
      filters.legacyFilters,
    ],
  );
  const [snapshots] = useState(() => new MaskSnapshots());
  const snapshot = snapshots.of(inputs, filters.dataMask);
  const [mask] = useState(() => new DashboardMaskView(snapshot));
  // the components below read it as they render; the others are told once it is committed
  mask.prepare(snapshot);
  useLayoutEffect(() => mask.publish(), [mask, snapshot]);
  const { formData, filterScopes } = snapshot;
  const held = useMemo(() => heldChartsOf(filters, filterScopes), [filters, filterScopes]);
  const datasetMaps = useMemo(() => {
    if (!datasets) return undefined;
    const byKey = new Map(datasets.map((d) => [`${d.id}__${d.type || 'table'}`, d]));
    const sources = new Map([...byKey].map(([key, d]) => [key, chartDatasourceOf(d)]));
    return { byKey, sources };
  }, [datasets]);
  const labelColors = useMemo(() => labelColorsOf(metadata), [metadata]);

  useEffect(() => {
    if (held) startChartQueries(queries, requestOrder(layout, chosenTabs, formData, held));
  }, [queries, formData, layout, chosenTabs, held]);

  // A new mask's requests leave as the mask changes (a filter applied, a cross-filter
  // clicked), before React draws the page again; the effect above then finds them asked.
  const onMaskChange = useEffectEvent((dataMask: DashboardDataMask) => {
    const made = snapshots.of(inputs, dataMask);
    const waiting = heldChartsOf(filters, made.filterScopes);
    if (waiting)
      startChartQueries(queries, requestOrder(layout, chosenTabs, made.formData, waiting));
  });
  const { maskStore } = filters;
  useEffect(() => maskStore?.subscribe(() => onMaskChange(maskStore.get())), [maskStore]);

  const refreshCharts = useCallback(
    (chartIds: readonly number[]) => {
      const generation = queries.nextGeneration();
      for (const id of chartIds) {
        const chartFormData = mask.get().formData.get(id);
        if (chartFormData) queries.query(id, chartFormData, true, generation);
      }
    },
    [queries, mask],
  );

  return useMemo(
    () => ({
      dashboard,
      layout,
      charts: chartMap,
      datasources: datasetMaps?.sources,
      datasets: datasetMaps?.byKey,
      mask,
      queries,
      labelColors,
      permissions,
      refreshCharts,
      nativeFilters: filters.items,
      legacyFilters: filters.legacyFilters ?? NO_LEGACY_FILTERS,
      crossFiltersEnabled: crossFiltersOn && crossFiltersEnabled(metadata),
      setCrossFilter: filters.setCrossFilter,
    }),
    [
      dashboard,
      layout,
      chartMap,
      datasetMaps,
      mask,
      queries,
      labelColors,
      permissions,
      refreshCharts,
      filters.items,
      filters.legacyFilters,
      crossFiltersOn,
      metadata,
      filters.setCrossFilter,
    ],
  );
}
