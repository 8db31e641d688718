import { NumberFormats, getNumberFormatter } from '@tessera/core';
import type { NumberFormatter } from '@tessera/core';
import { StackControlsValue } from '../shared/echarts/constants.js';
import {
  buildCustomFormatters,
  getCustomFormatter,
  getPercentFormatter,
  getValueFormatter,
} from '../shared/format/valueFormatter.js';
import type { ChartDatasource, QueryFormMetric } from '../types.js';
import type { TimeseriesOptions } from './options.js';

export interface SeriesFormatters {
  /** A 100% stack (`stack: Expand`). */
  isAreaExpand: boolean;
  /** Values are shares (contribution mode or a 100% stack), shown as percentages. */
  forcePercent: boolean;
  percentFormatter: NumberFormatter;
  /** A series' values: its metric's format or currency (by the series' label map entry). */
  formatterFor(name: string): NumberFormatter;
  /** The y-axis labels. */
  yFormatter: NumberFormatter;
}

/**
 * The time-series' number formats: the y-axis format and currency by default, a metric's own
 * (dataset format or currency) for its series, percentages when the values are shares.
 */
export function seriesFormatters(
  o: TimeseriesOptions,
  metrics: QueryFormMetric[],
  datasource: ChartDatasource,
  labelMap: Record<string, string[]>,
): SeriesFormatters {
  const isAreaExpand = o.stack === StackControlsValue.Expand;
  const forcePercent = Boolean(o.contributionMode || isAreaExpand);
  const percentFormatter = forcePercent
    ? getPercentFormatter(o.yAxisFormat)
    : getNumberFormatter(NumberFormats.PERCENT_2_POINT);
  const currencyFormats = datasource.currency_formats ?? {};
  const columnFormats = datasource.column_formats ?? {};
  const defaultFormatter = getValueFormatter(
    undefined,
    currencyFormats,
    columnFormats,
    o.yAxisFormat,
    o.currencyFormat,
  );
  const customFormatters = buildCustomFormatters(
    metrics,
    currencyFormats,
    columnFormats,
    o.yAxisFormat,
    o.currencyFormat,
  );
  const formatterFor = (name: string) =>
    forcePercent
      ? percentFormatter
      : (getCustomFormatter(customFormatters, metrics, labelMap[name]?.[0]) ?? defaultFormatter);
  const yFormatter = forcePercent
    ? getPercentFormatter(o.yAxisFormat)
    : (getCustomFormatter(customFormatters, metrics) ?? defaultFormatter);
  return { isAreaExpand, forcePercent, percentFormatter, formatterFor, yFormatter };
}
