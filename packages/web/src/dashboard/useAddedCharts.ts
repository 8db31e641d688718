/**
 * The dashboard's charts with those added in edit mode: a chart dropped from the builder pane
 * that the dashboard did not have is fetched (`GET /api/v1/chart/<id>`) and held as the
 * dashboard's charts hold theirs, until a save brings it with the rest.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  chartIdsInLayout,
  type ChartShow,
  type DashboardChart,
  type DashboardLayout,
} from '@tessera/core';
import { apiRequest } from '../api/client';

/** A saved chart as the dashboard's chart list gives it. */
export function dashboardChartOf(chart: ChartShow): DashboardChart {
  let formData: Record<string, unknown> = {};
  try {
    formData = chart.params ? (JSON.parse(chart.params) as Record<string, unknown>) : {};
  } catch {
    // unreadable params: the chart shows the error its query gets
  }
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    form_data: formData,
    slice_url: chart.url,
    cache_timeout: chart.cache_timeout,
    changed_on: chart.last_saved_at ?? '',
    description: chart.description,
    description_markeddown: chart.description ?? '',
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    is_managed_externally: chart.is_managed_externally,
    datasource_id: chart.datasource_id,
    datasource_type: chart.datasource_type,
    datasource_name_text: chart.datasource_name_text,
    datasource_url: chart.datasource_url,
    owners: chart.owners,
  };
}

export function useAddedCharts(
  charts: readonly DashboardChart[],
  layout: DashboardLayout,
): readonly DashboardChart[] {
  const [added, setAdded] = useState<Record<number, DashboardChart>>({});
  const missing = useMemo(() => {
    const known = new Set(charts.map((c) => c.id));
    return chartIdsInLayout(layout).filter((id) => !known.has(id));
  }, [charts, layout]);

  const asked = useRef(new Set<number>());
  useEffect(() => {
    for (const id of missing) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      apiRequest<{ result: ChartShow }>(`/api/v1/chart/${id}`)
        .then(({ result }) => setAdded((a) => ({ ...a, [id]: dashboardChartOf(result) })))
        .catch(() => asked.current.delete(id));
    }
  }, [missing]);

  return useMemo(() => {
    const extra = missing.map((id) => added[id]).filter((c): c is DashboardChart => Boolean(c));
    return extra.length ? [...charts, ...extra] : charts;
  }, [charts, missing, added]);
}
