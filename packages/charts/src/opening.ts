/**
 * What an explore page opens with, worked out alike by the page and by the server that serves
 * it (which sends the chart's opening request body with the page): the opening form data (the
 * explore state's, then the URL's form_data, url_params, adhoc_filters, extra_filters and
 * viz_type, then the chart type's control defaults), whether the page queries it on open, and
 * the chart data request body.
 */
import {
  controlWithState,
  resolveControlPanel,
  stateFromFormData,
  validateControlPanel,
} from './shared/controls/controlPanel.js';
import { mergeExtraFilters } from './mergeExtraFilters.js';
import { chartDataBody } from './query.js';
import { getControlPanel } from './controlPanels.js';
import { getChartPlugin } from './registry.js';
import type { ControlPanelState, DatasourceMeta, QueryFormData } from './types.js';

export const DEFAULT_VIZ_TYPE = 'table';

/** The dataset of an explore state (`GET /api/v1/explore/`'s `dataset`), as far as used here. */
export interface OpeningDatasource extends Omit<DatasourceMeta, 'id'> {
  id?: number | null;
}

/** An explore state (`GET /api/v1/explore/`'s result), as far as used here. */
export interface OpeningExplore {
  form_data: Record<string, unknown>;
  dataset: OpeningDatasource;
}

/** What the explore URL says about the chart (core's ExploreUrlState, as far as used here). */
export interface OpeningUrl {
  vizType?: string;
  formData?: Record<string, unknown>;
  force?: boolean;
  adhocFilters?: Record<string, unknown>[];
  extraFilters?: Record<string, unknown>[];
  urlParams?: Record<string, string>;
}

/**
 * The form data's `url_params` with the URL's over them (Superset's `merge_request_params`);
 * `url_params` given as JSON text is read first, and when that fails it is left as it is.
 */
function withUrlParams(formData: QueryFormData, urlParams: Record<string, string>): QueryFormData {
  let current: unknown = formData.url_params ?? {};
  if (typeof current === 'string') {
    try {
      current = JSON.parse(current);
    } catch {
      return formData;
    }
  }
  if (!current || typeof current !== 'object' || Array.isArray(current)) return formData;
  return { ...formData, url_params: { ...(current as Record<string, string>), ...urlParams } };
}

/**
 * The form data the page opens with: the server's, then the URL's form_data, its other
 * parameters as `url_params`, its `adhoc_filters` appended, its `extra_filters` merged (with
 * those of the URL's form_data) and its viz_type.
 */
export function initialFormData(explore: OpeningExplore, url: OpeningUrl): QueryFormData {
  let merged = { ...explore.form_data, ...(url.formData ?? {}) } as QueryFormData;
  merged.datasource = explore.form_data.datasource as string;
  if (url.urlParams && Object.keys(url.urlParams).length) {
    merged = withUrlParams(merged, url.urlParams);
  }
  if (url.adhocFilters?.length) {
    const own = Array.isArray(merged.adhoc_filters) ? merged.adhoc_filters : [];
    merged.adhoc_filters = [
      ...own,
      ...(url.adhocFilters as NonNullable<QueryFormData['adhoc_filters']>),
    ];
  }
  if (url.extraFilters?.length || url.formData?.extra_filters) {
    const own = Array.isArray(url.formData?.extra_filters) ? url.formData.extra_filters : [];
    const extras = [...(own as unknown[]), ...(url.extraFilters ?? [])];
    merged = mergeExtraFilters({
      ...merged,
      extra_filters: extras as QueryFormData['extra_filters'],
    });
  }
  if (url.vizType) merged.viz_type = url.vizType;
  merged.viz_type ||= DEFAULT_VIZ_TYPE;
  return merged;
}

/** The dataset as the control panel's state holds it. */
export function datasourceMeta(ds: OpeningDatasource): DatasourceMeta {
  return {
    id: ds.id ?? undefined,
    type: ds.type,
    columns: ds.columns,
    metrics: ds.metrics,
    time_grain_sqla: ds.time_grain_sqla,
    main_dttm_col: ds.main_dttm_col,
  };
}

/** Form data with every control the chart type has and the form data lacks at its default. */
export function withControlDefaults(
  formData: QueryFormData,
  datasource: OpeningDatasource,
): QueryFormData {
  const panel = getControlPanel(formData.viz_type);
  if (!panel) return formData;
  const state = stateFromFormData(formData, datasourceMeta(datasource));
  const next: Record<string, unknown> = { ...formData };
  for (const { name, config } of resolveControlPanel(panel)) {
    if (next[name] !== undefined) continue;
    const control = controlWithState(config, state);
    const value = control.value ?? control.default;
    if (value !== undefined) next[name] = value;
  }
  return next as QueryFormData;
}

/**
 * The opening form data as the chart type's controls read it (a type drawn through another's
 * controls migrates its saved keys), with the chart type's control defaults filled in.
 */
export function openingFormData(explore: OpeningExplore, url: OpeningUrl): QueryFormData {
  const initial = initialFormData(explore, url);
  const migrate = getChartPlugin(initial.viz_type)?.migrateFormData;
  const opened = migrate ? migrate(initial) : initial;
  const ds = explore.dataset;
  return ds.id === undefined || ds.id === null ? opened : withControlDefaults(opened, ds);
}

/** The control panel's validation errors for this form data (none for an unknown type). */
export function pageValidation(formData: QueryFormData, datasource: OpeningDatasource) {
  const panel = getControlPanel(formData.viz_type);
  if (!panel) return {};
  return validateControlPanel(
    panel,
    stateFromFormData(formData, datasource as ControlPanelState['datasource']),
  );
}

/** Whether the page queries this form data when it opens. */
export function runsOnOpen(formData: QueryFormData, datasource: OpeningDatasource): boolean {
  return (
    datasource.id !== undefined &&
    datasource.id !== null &&
    Boolean(getControlPanel(formData.viz_type)) &&
    Object.keys(pageValidation(formData, datasource)).length === 0
  );
}

/** What the page opens: its chart type, and the request it sends (none when it sends none). */
export interface OpeningChartQuery {
  vizType: string;
  request?: { body: ReturnType<typeof chartDataBody>; sliceId: number | null };
}

/** The chart type this explore state opens, and the request the page sends when it opens it. */
export function openingChartQuery(explore: OpeningExplore, url: OpeningUrl): OpeningChartQuery {
  const formData = openingFormData(explore, url);
  const vizType = formData.viz_type;
  if (!runsOnOpen(formData, explore.dataset)) return { vizType };
  return {
    vizType,
    request: {
      body: chartDataBody(formData, { force: url.force }),
      sliceId: typeof formData.slice_id === 'number' ? formData.slice_id : null,
    },
  };
}

export { rendererModules, type RendererModules } from './rendererModules.js';
