/** The explore page's server calls (plain requests: the page keeps its own state). */
import { buildQueryContext, type QueryFormData } from '@tessera/charts';
import { apiRequest } from '../api/client';
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

export { fetchExplore } from './prefetch';

function formDataBody(formData: QueryFormData) {
  const ds = splitDatasource(formData.datasource);
  return {
    datasource_id: ds.id ?? 0,
    datasource_type: (ds.type ?? 'table') as 'table',
    chart_id: formData.slice_id ?? null,
    form_data: JSON.stringify(formData),
  };
}

/** Keeps the form data under a key (a new one, or an update of `key`); answers the key. */
export async function saveFormDataKey(formData: QueryFormData, key?: string): Promise<string> {
  const tab = exploreTabId();
  const body = formDataBody(formData);
  if (key) {
    try {
      const r = await apiRequest<{ key: string }>(
        `/api/v1/explore/form_data/${key}?tab_id=${tab}`,
        {
          method: 'PUT',
          body,
        },
      );
      return r.key;
    } catch {
      // someone else's or an expired key: keep a new one
    }
  }
  const r = await apiRequest<{ key: string }>(`/api/v1/explore/form_data?tab_id=${tab}`, {
    method: 'POST',
    body,
  });
  return r.key;
}

export async function createPermalink(formData: QueryFormData): Promise<string> {
  const r = await apiRequest<{ key: string; url: string }>('/api/v1/explore/permalink', {
    method: 'POST',
    body: { formData, urlParams: [] },
  });
  return r.url;
}

export interface ChartWrite {
  slice_name?: string;
  description?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  cache_timeout?: number | null;
  owners?: number[];
}

/** Saves the form data as a new chart (answers its id) or over chart `id`. */
export async function saveChart(
  formData: QueryFormData,
  sliceName: string,
  id?: number,
  dashboards?: number[],
): Promise<number> {
  const ds = splitDatasource(formData.datasource);
  const params = { ...formData };
  delete params.slice_id;
  const body = {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    params: JSON.stringify(params),
    query_context: JSON.stringify(buildQueryContext(formData)),
    datasource_id: ds.id,
    datasource_type: ds.type ?? 'table',
    ...(dashboards ? { dashboards } : {}),
  };
  if (id) {
    await apiRequest(`/api/v1/chart/${id}`, { method: 'PUT', body });
    return id;
  }
  const r = await apiRequest<{ id: number }>('/api/v1/chart/', { method: 'POST', body });
  return r.id;
}

export async function updateChartProperties(id: number, body: ChartWrite): Promise<void> {
  await apiRequest(`/api/v1/chart/${id}`, { method: 'PUT', body });
}

export interface RelatedOwner {
  value: number;
  text: string;
}

export async function fetchChartOwnerOptions(filter: string): Promise<RelatedOwner[]> {
  const r = await apiRequest<{ result: RelatedOwner[] }>('/api/v1/chart/related/owners', {
    q: { filter, page: 0, page_size: 50 },
  });
  return r.result;
}

export interface DatasetSamples {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
}

/** GET /api/v1/dataset/<id>/samples?force=<bool> (spec §7). */
export function samplesPath(datasetId: number, force = false): string {
  return `/api/v1/dataset/${datasetId}/samples?force=${force}`;
}

export async function fetchSamples(datasetId: number, force = false): Promise<DatasetSamples> {
  const r = await apiRequest<{ result: DatasetSamples }>(samplesPath(datasetId, force));
  return r.result;
}
