/**
 * A right-click on an ECharts series or slice as the drill menu's filters (Superset's
 * `contextmenu` handlers of its ECharts plugins): a pie slice's groupby values; a time
 * series point's x value (at the chart's time grain on a time axis, or the category) and
 * its series' groupby values, drill by the series' groupby values.
 */
import { dimensionContextMenuFilters, drillFilter } from '../drill.js';
import type { ContextMenuFilters, DataRecordValue, DrillFilter } from '../../types.js';

/** The x axis of a time-series chart, as the drill menu filters on it. */
export interface EchartsDrillAxis {
  /** The column the x value filters. */
  column: string;
  type: 'time' | 'category' | 'value';
  /** The time grain of a temporal x axis. */
  grain?: string | null;
  /** The x value as the chart shows it. */
  format(value: unknown): string;
  /** Which entry of a datum holds the x value (1 on a horizontal bar chart). */
  index: number;
}

/** What ECharts tells a `contextmenu` handler (as far as used here). */
export interface EchartsContextMenuParams {
  seriesType?: string;
  seriesName?: string;
  name?: string;
  data?: unknown;
}

export interface EchartsDrillContext {
  labelMap?: Record<string, DataRecordValue[]>;
  groupby?: string[];
  drillAxis?: EchartsDrillAxis;
}

function pieFilters(params: EchartsContextMenuParams, ctx: EchartsDrillContext) {
  const values = ctx.labelMap?.[params.name ?? ''];
  if (!values) return {};
  return dimensionContextMenuFilters(ctx.groupby ?? [], values);
}

function timeseriesFilters(
  params: EchartsContextMenuParams,
  ctx: EchartsDrillContext,
): ContextMenuFilters {
  const groupby = ctx.groupby ?? [];
  const seriesValues = ctx.labelMap?.[params.seriesName ?? ''] ?? [];
  const drillToDetail: DrillFilter[] = [];
  const axis = ctx.drillAxis;
  const datum = Array.isArray(params.data) ? params.data : undefined;
  if (axis && datum && axis.type !== 'value') {
    const x = datum[axis.index] as DataRecordValue;
    drillToDetail.push(
      axis.type === 'time'
        ? drillFilter(axis.column, x, axis.format(x), axis.grain)
        : drillFilter(axis.column, x, axis.format(x)),
    );
  }
  const byGroup = groupby.map((col, i) => drillFilter(col, seriesValues[i]));
  drillToDetail.push(...byGroup);
  return { drillToDetail, drillBy: { filters: byGroup, groupbyFieldName: 'groupby' } };
}

/** The drill menu's filters for a right-click on a slice or a series point. */
export function echartsContextMenuFilters(
  params: EchartsContextMenuParams,
  ctx: EchartsDrillContext,
): ContextMenuFilters {
  if (params.seriesType === 'pie') return pieFilters(params, ctx);
  return timeseriesFilters(params, ctx);
}
