/**
 * The dashboard's data as its components read it (DashboardContext's DashboardData): each
 * chart's form data through the one data mask, the datasets by datasource key, the label
 * colours, and its chart queries, started in order (the tabs shown first) whenever what is
 * shown or asked changes; a refresh asks them again past the results cache (Superset's
 * force refresh).
 */
import { useCallback, useEffect, useMemo } from 'react';
import {
  chartQueryOrder,
  dashboardChartFormData,
  type DashboardChart,
  type DashboardDataMask,
  type DashboardLayout,
  type DashboardMetadata,
  type DashboardShow,
  type OpeningChart,
} from '@tessera/core';
import type { QueryFormData } from '@tessera/charts';
import type { DashboardDataset } from '../api/dashboardPage';
import { chartDatasourceOf } from '../components/chart/chartDatasource';
import { chartQueriesOf } from './chartQueries';
import type { DashboardData } from './DashboardContext';
import { labelColorsOf } from './labelColors';
import { startChartQueries } from './openingQueries';
import type { DashboardPermissions } from './permissions';

/** The dashboard's data mask: empty until native filters and cross-filters come. */
const DATA_MASK: DashboardDataMask = {};

export function useDashboardDataValue({
  dashboard,
  charts,
  datasets,
  layout,
  metadata,
  permissions,
  chosenTabs,
}: {
  dashboard: DashboardShow;
  charts: readonly DashboardChart[];
  datasets: readonly DashboardDataset[] | undefined;
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  permissions: DashboardPermissions;
  chosenTabs: readonly string[];
}): DashboardData {
  const queries = chartQueriesOf(dashboard.id);
  const chartMap = useMemo(() => new Map(charts.map((c) => [c.id, c])), [charts]);
  const formData = useMemo(
    () =>
      new Map(
        charts.map((c) => [
          c.id,
          dashboardChartFormData(c, dashboard.id, metadata, DATA_MASK) as QueryFormData,
        ]),
      ),
    [charts, dashboard.id, metadata],
  );
  const formDataOf = useCallback((chartId: number) => formData.get(chartId), [formData]);
  const datasetMaps = useMemo(() => {
    if (!datasets) return undefined;
    const byKey = new Map(datasets.map((d) => [`${d.id}__${d.type || 'table'}`, d]));
    const sources = new Map([...byKey].map(([key, d]) => [key, chartDatasourceOf(d)]));
    return { byKey, sources };
  }, [datasets]);
  const labelColors = useMemo(() => labelColorsOf(metadata), [metadata]);

  useEffect(() => {
    const { first, later } = chartQueryOrder(layout, chosenTabs);
    const opening = (ids: number[]): OpeningChart[] =>
      ids.flatMap((chartId) => {
        const chartFormData = formData.get(chartId);
        return chartFormData ? [{ chartId, formData: chartFormData }] : [];
      });
    startChartQueries(queries, { first: opening(first), later: opening(later) });
  }, [queries, formData, layout, chosenTabs]);

  const refreshCharts = useCallback(
    (chartIds: readonly number[]) => {
      const generation = queries.nextGeneration();
      for (const id of chartIds) {
        const chartFormData = formData.get(id);
        if (chartFormData) queries.query(id, chartFormData, true, generation);
      }
    },
    [queries, formData],
  );

  return useMemo(
    () => ({
      dashboard,
      layout,
      charts: chartMap,
      datasources: datasetMaps?.sources,
      datasets: datasetMaps?.byKey,
      formDataOf,
      queries,
      labelColors,
      permissions,
      refreshCharts,
    }),
    [
      dashboard,
      layout,
      chartMap,
      datasetMaps,
      formDataOf,
      queries,
      labelColors,
      permissions,
      refreshCharts,
    ],
  );
}
