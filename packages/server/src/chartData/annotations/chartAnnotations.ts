/**
 * Annotations taken from another saved chart (Superset's `get_viz_annotation_data`): a
 * layer of sourceType `table` (or the legacy `line`) names a chart whose query runs, as
 * the same user, with the layer's overrides (time range, granularity, time grain, legacy
 * since/until; an override set to null inherits the annotated query's own value). EVENT
 * and INTERVAL layers get the rows as `{records}` (read through the layer's timeColumn,
 * intervalEndColumn, titleColumn and descriptionColumns by the client); TIME_SERIES layers
 * get one `{key, values: [{x, y}]}` series per value column of the chart's result.
 */
import type { QueryObject } from '@tessera/core';
import { GENERIC_DATA_TYPES } from '@tessera/core';
import type { ChartRow } from '../../meta/charts.js';
import { chartQueryContext } from '../../services/charts/chartQueryContext.js';

export const CHART_SOURCE_TYPES = new Set(['table', 'line']);

/** What the source chart's first query answered. */
export interface SourceResult {
  colnames?: string[];
  coltypes?: number[];
  data?: unknown[];
}

export interface ChartAnnotationDeps {
  findChart(id: number): Promise<ChartRow | undefined>;
  /** Runs a query context as the user of the annotated query; the first query's answer. */
  runFirst(body: Record<string, unknown>): Promise<SourceResult>;
}

type Raw = Record<string, unknown>;

/** The annotated query's time range, granularity and time grain (what null overrides inherit). */
function inherited(query: QueryObject): Record<string, unknown> {
  const temporal = query.filters.find((f) => f.op === 'TEMPORAL_RANGE');
  const axis = query.columns.find(
    (c): c is Exclude<typeof c, string> => typeof c === 'object' && c.columnType === 'BASE_AXIS',
  );
  return {
    time_range: (temporal?.val as string | undefined) ?? query.time_range,
    granularity: query.granularity ?? (temporal ? temporal.col : null),
    time_grain_sqla: query.extras.time_grain_sqla ?? axis?.timeGrain ?? null,
  };
}

/** The layer's overrides as {time_range, granularity, time_grain_sqla} (absent: not overridden). */
export function layerOverrides(layer: Raw, query: QueryObject): Record<string, unknown> {
  const raw = (
    layer.overrides && typeof layer.overrides === 'object' ? layer.overrides : {}
  ) as Raw;
  const own = inherited(query);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = key === 'granularity_sqla' ? 'granularity' : key;
    if (name === 'since' || name === 'until') continue;
    if (!['time_range', 'granularity', 'time_grain_sqla'].includes(name)) continue;
    out[name] = value === null || value === undefined ? own[name] : value;
  }
  if ('since' in raw || 'until' in raw) {
    const since = raw.since ?? '';
    const until = raw.until ?? '';
    out.time_range = `${String(since)} : ${String(until)}`;
  }
  return out;
}

/** A saved query object with the overrides applied (and no annotation layers of its own). */
function overridden(query: Raw, overrides: Record<string, unknown>): Raw {
  const next: Raw = { ...query, annotation_layers: [] };
  const range = overrides.time_range;
  if (range !== undefined) {
    next.time_range = range;
    next.filters = ((query.filters as Raw[] | undefined) ?? []).map((f) =>
      f.op === 'TEMPORAL_RANGE' ? { ...f, val: range ?? 'No filter' } : f,
    );
  }
  if (overrides.granularity !== undefined && overrides.granularity !== null) {
    next.granularity = overrides.granularity;
    delete next.granularity_sqla;
    next.filters = ((next.filters as Raw[] | undefined) ?? []).map((f) =>
      f.op === 'TEMPORAL_RANGE' ? { ...f, col: overrides.granularity } : f,
    );
  }
  const grain = overrides.time_grain_sqla;
  if (grain !== undefined && grain !== null) {
    next.extras = { ...((query.extras as Raw | undefined) ?? {}), time_grain_sqla: grain };
    next.columns = ((query.columns as unknown[] | undefined) ?? []).map((c) =>
      c && typeof c === 'object' && (c as Raw).columnType === 'BASE_AXIS'
        ? { ...(c as Raw), timeGrain: grain }
        : c,
    );
  }
  return next;
}

/**
 * One series per value column, over the result's first temporal column. With one metric
 * the series are named by their group alone (Superset's rename of flattened columns).
 */
export function timeseriesOf(result: SourceResult, metricLabels: string[] = []) {
  const single = metricLabels.length === 1 ? `${metricLabels[0]}, ` : null;
  const nameOf = (column: string) =>
    single && column.startsWith(single) ? column.slice(single.length) : column;
  const colnames = result.colnames ?? [];
  const coltypes = result.coltypes ?? [];
  const xIndex = coltypes.findIndex((t) => t === GENERIC_DATA_TYPES.TEMPORAL);
  const x =
    xIndex >= 0 ? colnames[xIndex] : colnames.includes('__timestamp') ? '__timestamp' : colnames[0];
  const rows = (result.data ?? []) as Raw[];
  return colnames
    .filter((c, i) => c !== x && coltypes[i] === GENERIC_DATA_TYPES.NUMERIC)
    .map((key) => ({
      key: nameOf(key),
      values: rows.map((r) => ({
        x: r[x] as number | string,
        y: (r[key] ?? null) as number | null,
      })),
    }));
}

/** The `annotation_data` entry of a layer sourced from a saved chart. */
export async function chartLayerData(
  layer: Raw,
  query: QueryObject,
  force: boolean,
  deps: ChartAnnotationDeps,
): Promise<unknown> {
  const id = Number(layer.value);
  const chart = Number.isInteger(id) ? await deps.findChart(id) : undefined;
  if (!chart) throw new Error('The chart does not exist');
  const context = chartQueryContext(chart, { type: 'full', format: 'json', force });
  const overrides = layerOverrides(layer, query);
  const queries = ((context.queries as Raw[] | undefined) ?? []).map((q) =>
    overridden(q, overrides),
  );
  const result = await deps.runFirst({ ...context, queries });
  if (layer.annotationType === 'TIME_SERIES') {
    const metrics = (queries[0]?.metrics as unknown[] | null | undefined) ?? [];
    const labels = metrics.map((m) =>
      typeof m === 'string' ? m : String((m as Raw | null)?.label ?? ''),
    );
    return timeseriesOf(result, labels);
  }
  return { records: result.data ?? [] };
}
