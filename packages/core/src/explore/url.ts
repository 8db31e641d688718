/**
 * The explore page's URL (Superset's): the paths it lives at, and what it opens from
 * (permalink, form data key, chart, dataset, form_data JSON, viz_type), as the query of
 * `GET /api/v1/explore/`, and what it adds to the chart's form data: the `adhoc_filters` and
 * `extra_filters` JSON lists, and every other parameter as the form data's `url_params`
 * (Superset's `merge_request_params`, read by Jinja's `url_param()`). The web page and the
 * server (which inlines that state in the page it serves) read it alike.
 */

/** The explore page's paths: `/explore/`, `/superset/explore/` and `/superset/explore/p/<key>/`. */
export const EXPLORE_PAGE_PATH = /^\/(superset\/)?explore(\/p\/[^/]+)?\/?$/;

export const PERMALINK_PATH = /^\/superset\/explore\/p\/([^/]+)\/?$/;

export interface ExploreUrlState {
  permalinkKey?: string;
  formDataKey?: string;
  sliceId?: number;
  datasourceId?: number;
  datasourceType?: string;
  vizType?: string;
  /** The `form_data` parameter's JSON object. */
  formData?: Record<string, unknown>;
  force?: boolean;
  standalone?: boolean;
  /** The `adhoc_filters` parameter's JSON list, appended to the form data's. */
  adhocFilters?: Record<string, unknown>[];
  /** The `extra_filters` parameter's JSON list, merged as Superset's `merge_extra_filters`. */
  extraFilters?: Record<string, unknown>[];
  /** The parameters that are not explore's own (`?foo=bar`), for the form data's `url_params`. */
  urlParams?: Record<string, string>;
}

/**
 * The parameters explore reads itself (the spec's query-string flags, the keys the page opens
 * from, Superset's reserved chart URL parameters); the others become `url_params`.
 */
export const EXPLORE_URL_KEYS: ReadonlySet<string> = new Set([
  'standalone',
  'force',
  'csv',
  'query',
  'results',
  'samples',
  'form_data',
  'form_data_key',
  'permalink_key',
  'slice_id',
  'viz_type',
  'extra_filters',
  'adhoc_filters',
  'disableDomainSharding',
  'datasource',
  'datasource_id',
  'datasource_type',
  'dataset_id',
  'dashboard_id',
  'dashboard_page_id',
  'save_action',
  'r',
]);

const intOf = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) ? n : undefined;
};

function parseJsonObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function parseJsonList(text: string | null): Record<string, unknown>[] | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v)
      ? v.filter((f): f is Record<string, unknown> => Boolean(f) && typeof f === 'object')
      : undefined;
  } catch {
    return undefined;
  }
}

/** The parameters that are not explore's own, the last value of a repeated one winning. */
function urlParamsOf(params: URLSearchParams): Record<string, string> | undefined {
  const entries = [...params].filter(([key]) => !EXPLORE_URL_KEYS.has(key));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** `12__table` -> [12, 'table']. */
export function splitDatasource(key: unknown): { id?: number; type?: string } {
  if (typeof key !== 'string') return {};
  const [id, type] = key.split('__');
  return { id: intOf(id), type: type || undefined };
}

export function parseExploreUrl(pathname: string, search: string): ExploreUrlState {
  const params = new URLSearchParams(search);
  const state: ExploreUrlState = {};
  const permalink = PERMALINK_PATH.exec(pathname);
  if (permalink) state.permalinkKey = decodeURIComponent(permalink[1]);
  const formData = parseJsonObject(params.get('form_data'));
  if (formData) state.formData = formData;
  state.formDataKey = params.get('form_data_key') || undefined;
  state.sliceId = intOf(params.get('slice_id')) ?? intOf(String(formData?.slice_id ?? ''));
  const ds = splitDatasource(params.get('datasource') ?? formData?.datasource);
  state.datasourceId =
    intOf(params.get('datasource_id')) ?? intOf(params.get('dataset_id')) ?? ds.id;
  state.datasourceType = params.get('datasource_type') || ds.type || undefined;
  if (state.datasourceId !== undefined) state.datasourceType ??= 'table';
  state.vizType = params.get('viz_type') || undefined;
  state.force = params.get('force') === 'true';
  state.standalone = ['1', 'true'].includes(params.get('standalone') ?? '');
  state.adhocFilters = parseJsonList(params.get('adhoc_filters'));
  state.extraFilters = parseJsonList(params.get('extra_filters'));
  state.urlParams = urlParamsOf(params);
  for (const key of Object.keys(state) as (keyof ExploreUrlState)[]) {
    if (state[key] === undefined) delete state[key];
  }
  return state;
}

/** The query string of `GET /api/v1/explore/` for this URL state. */
export function exploreApiQuery(state: ExploreUrlState): string {
  const params = new URLSearchParams();
  if (state.permalinkKey) params.set('permalink_key', state.permalinkKey);
  if (state.formDataKey) params.set('form_data_key', state.formDataKey);
  if (state.sliceId !== undefined) params.set('slice_id', String(state.sliceId));
  if (state.datasourceId !== undefined) {
    params.set('datasource_id', String(state.datasourceId));
    params.set('datasource_type', state.datasourceType ?? 'table');
  }
  return params.toString();
}

/** Whether the page may open at all: it needs a dataset, a chart, a key or a permalink. */
export function hasExploreTarget(state: ExploreUrlState): boolean {
  return Boolean(
    state.permalinkKey ||
    state.formDataKey ||
    state.sliceId !== undefined ||
    state.datasourceId !== undefined,
  );
}
