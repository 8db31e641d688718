/**
 * Switching the chart type, as Superset's StandardizedFormData.transform does: the new
 * type's form data is made of its own controls only (the value the user last had for it
 * in this chart type, else the current value of a control of the same name, else the
 * control's default), the "public" controls (time, filters, limits, x-axis, advanced
 * analytics) carried over, and the metrics and columns of the old chart handed to the
 * new type's formDataOverrides. Keys the new type has no control for are dropped, except
 * the chart's identity (datasource, slice_id, url_params, ...), which Superset keeps in
 * hidden controls of every panel.
 */
import {
  controlWithState,
  ensureIsArray,
  getControlPanel,
  resolveControlPanel,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type StandardizedFormData,
} from '@tessera/charts';
import { panelState } from './panelModel';
import type { ExploreDatasource } from './types';

/** Superset's PUBLIC_CONTROLS: carried over from the current chart whatever the memory. */
export const PUBLIC_CONTROLS = [
  'granularity',
  'granularity_sqla',
  'time_grain_sqla',
  'time_range',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'series_limit_metric',
  'order_desc',
  'row_limit',
  'x_axis',
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'start_date_offset',
  'comparison_type',
  'resample_rule',
  'resample_method',
];

/** Kept by every chart type (Superset's hidden controls of the datasource section). */
const IDENTITY_KEYS = [
  'datasource',
  'slice_id',
  'url_params',
  'cache_timeout',
  'custom_params',
  'dashboardId',
  'extra_form_data',
];

/** Where metrics and columns live across chart types (Superset's standardized keys). */
const METRIC_KEYS = [
  'metric',
  'metrics',
  'metric_2',
  'percent_metrics',
  'secondary_metric',
  'size',
  'x',
  'y',
  'metrics_b',
];
const COLUMN_KEYS = [
  'groupby',
  'columns',
  'groupbyColumns',
  'groupbyRows',
  'series',
  'entity',
  'groupby_b',
];

const keyOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The metrics and columns of a chart's form data, first seen first, without repeats. */
export function standardizedOf(formData: Partial<QueryFormData>): StandardizedFormData {
  const metrics = new Map<string, QueryFormMetric>();
  for (const key of METRIC_KEYS)
    for (const metric of ensureIsArray(formData[key] as QueryFormMetric | QueryFormMetric[]))
      if (metric !== null && metric !== undefined && metric !== '')
        if (!metrics.has(keyOf(metric))) metrics.set(keyOf(metric), metric);
  const columns = new Map<string, QueryFormColumn>();
  for (const key of COLUMN_KEYS)
    for (const column of ensureIsArray(formData[key] as QueryFormColumn | QueryFormColumn[]))
      if (column !== null && column !== undefined && column !== '')
        if (!columns.has(keyOf(column))) columns.set(keyOf(column), column);
  return { metrics: [...metrics.values()], columns: [...columns.values()] };
}

/**
 * The form data of the chart once its type becomes `vizType`. `memorized` holds the form
 * data the chart last had under each type during this visit (Superset's memorizedFormData).
 */
export function switchVizType(
  formData: QueryFormData,
  vizType: string,
  datasource: ExploreDatasource,
  memorized: ReadonlyMap<string, QueryFormData> = new Map(),
): QueryFormData {
  const panel = getControlPanel(vizType);
  if (!panel) return { ...formData, viz_type: vizType };
  const source: Record<string, unknown> = { ...(memorized.get(vizType) ?? formData) };
  for (const key of PUBLIC_CONTROLS) if (key in formData) source[key] = formData[key];
  source.viz_type = vizType;

  const controls = Object.fromEntries(resolveControlPanel(panel).map((c) => [c.name, c.config]));
  const controlsOf = (input: Record<string, unknown>) => {
    const state = panelState(input as QueryFormData, datasource);
    const next: Record<string, unknown> = { viz_type: vizType };
    for (const key of IDENTITY_KEYS) if (formData[key] !== undefined) next[key] = formData[key];
    for (const { name, config } of resolveControlPanel(panel)) {
      const control = controlWithState(config, state);
      const value = input[name] !== undefined ? input[name] : (control.value ?? control.default);
      if (value !== undefined) next[name] = value;
    }
    // Superset's x-axis starts from the time column of a chart that had one.
    if (next.x_axis === undefined && 'x_axis' in controls && input.granularity_sqla)
      next.x_axis = input.granularity_sqla;
    return next as QueryFormData;
  };

  const initial = controlsOf(source);
  const overrides = panel.formDataOverrides;
  if (!overrides) return initial;
  const transformed = overrides(initial, standardizedOf(formData));
  // Values the overrides left undefined take the control's default again.
  for (const key of Object.keys(transformed)) {
    if (transformed[key] === undefined) delete transformed[key];
  }
  return controlsOf({ ...transformed, viz_type: vizType, datasource: formData.datasource });
}
