/**
 * What explore sends when it keeps or saves a chart (core's shapes): the form data of this
 * browser tab for the form data cache, and a chart's fields; and this browser tab's id.
 */
import type { ChartCreate, ExploreFormDataBody } from '@tessera/core';
import { buildQueryContext, type QueryFormData } from '@tessera/charts';
import { splitDatasource } from './exploreUrl';

const TAB_ID_KEY = 'tessera.explore.tabId';

/** This browser tab's id (Superset keeps one form data key per tab). */
export function exploreTabId(): number {
  try {
    const known = Number(sessionStorage.getItem(TAB_ID_KEY));
    if (Number.isInteger(known) && known > 0) return known;
    const id = Math.floor(Math.random() * 1_000_000_000) + 1;
    sessionStorage.setItem(TAB_ID_KEY, String(id));
    return id;
  } catch {
    return 0;
  }
}

/** `POST /api/v1/explore/form_data` (and PUT `/<key>`): the form data to keep under a key. */
export function formDataBody(formData: QueryFormData): ExploreFormDataBody {
  const ds = splitDatasource(formData.datasource);
  return {
    datasource_id: ds.id ?? 0,
    datasource_type: (ds.type ?? 'table') as 'table',
    chart_id: formData.slice_id ?? null,
    form_data: JSON.stringify(formData),
  };
}

/** A chart's fields for its form data (`POST /api/v1/chart/`, or PUT over a saved one). */
export function chartBody(
  formData: QueryFormData,
  sliceName: string,
  dashboards?: number[],
): ChartCreate {
  const ds = splitDatasource(formData.datasource);
  const params = { ...formData };
  delete params.slice_id;
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    params: JSON.stringify(params),
    query_context: JSON.stringify(buildQueryContext(formData)),
    datasource_id: ds.id as number,
    datasource_type: (ds.type ?? 'table') as ChartCreate['datasource_type'],
    ...(dashboards ? { dashboards } : {}),
  };
}
