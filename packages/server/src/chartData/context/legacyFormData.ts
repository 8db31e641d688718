/**
 * Explore's form data as a query context, for the legacy `/superset/explore_json/` and
 * `/superset/slice_json/` paths: the base query object every chart type builds from form
 * data, made by the charts package's own `buildQueryObject` (Superset's), with what the
 * legacy viz adds around it: raw mode read from `all_columns`, the x-axis as the first
 * column (or the legacy time column under `include_time`), and the rows ordered by the
 * sort metric or the first metric. Chart-specific post-processing is not derived: the
 * answer is the base query's rows.
 */
import type { QueryFormData, QueryFormMetric } from '@tessera/charts/query';
import { buildQueryObject, normalizeTimeColumn } from '@tessera/charts/query';
import { BadRequestError } from '../../errors.js';

type FormData = Record<string, unknown>;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The datasource of form data's `datasource: "<id>__<type>"`. */
export function datasourceOfFormData(fd: FormData): { id: number | string; type: string } | null {
  const text = typeof fd.datasource === 'string' ? fd.datasource : null;
  if (!text) return null;
  const [id, type] = text.split('__');
  return { id: /^\d+$/.test(id) ? Number(id) : id, type: type ?? 'table' };
}

/** Raw records: `query_mode: raw`, or columns picked in `all_columns` outside aggregate mode. */
const isRaw = (fd: FormData) =>
  fd.query_mode === 'raw' || (fd.query_mode !== 'aggregate' && !isEmpty(fd.all_columns));

/** The form data as the base builder reads it in the legacy viz's mode. */
function legacyFormData(fd: FormData, raw: boolean, xAxis: string | null): QueryFormData {
  const granularity = typeof fd.granularity_sqla === 'string' ? fd.granularity_sqla : undefined;
  const common = {
    ...fd,
    granularity: undefined,
    granularity_sqla: xAxis ? undefined : granularity,
    // The legacy time column is the query's is_timeseries, not a `__timestamp` column.
    include_time: false,
  };
  const modal = raw
    ? { ...common, query_mode: 'raw', columns: undefined }
    : { ...common, query_mode: undefined, all_columns: undefined };
  return modal as unknown as QueryFormData;
}

export function queryObjectOfFormData(fd: FormData): Record<string, unknown> {
  const raw = isRaw(fd);
  const xAxis = typeof fd.x_axis === 'string' && fd.x_axis ? fd.x_axis : null;
  const formData = legacyFormData(fd, raw, xAxis);
  let query;
  try {
    query = buildQueryObject(formData, { entity: 'groupby' });
  } catch (error) {
    throw new BadRequestError(error instanceof Error ? error.message : String(error));
  }
  const columns = query.columns ?? [];
  if (xAxis && !raw) {
    const withAxis = { ...query, columns: [xAxis, ...columns.filter((c) => c !== xAxis)] };
    query = normalizeTimeColumn({ ...formData, x_axis: xAxis }, withAxis);
  }
  const metrics = query.metrics ?? [];
  const orderby = query.orderby ?? [];
  if (!raw && orderby.length === 0 && metrics.length > 0) {
    const by = (fd.timeseries_limit_metric ?? fd.series_limit_metric) as QueryFormMetric | null;
    orderby.push([isEmpty(by) ? metrics[0] : by!, query.order_desc === false]);
  }
  const isTimeseries =
    !xAxis && !raw && typeof query.granularity === 'string' && fd.include_time === true;
  return { ...query, metrics: raw ? null : metrics, orderby, is_timeseries: isTimeseries };
}

/** The query context of legacy form data (one query). */
export function queryContextOfFormData(
  fd: FormData,
  datasource: { id: number | string; type: string },
  resultType: string,
  resultFormat: string,
): Record<string, unknown> {
  return {
    datasource,
    queries: [queryObjectOfFormData(fd)],
    form_data: fd,
    result_type: resultType,
    result_format: resultFormat,
    force: fd.force === true || fd.force === 'true',
  };
}
