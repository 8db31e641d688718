import type { NumberFormatter } from '@tessera/core';
import { calculateLowerLogTick, parseAxisBound } from '../shared/echarts/series.js';
import { chartCurrency, getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formValue } from '../shared/formDataValue.js';
import { buildYAxis } from '../timeseries/axes.js';
import type { TimeseriesOptions } from '../timeseries/options.js';
import type { ChartDatasource, ChartTheme, QueryFormData, QueryFormMetric } from '../types.js';

/**
 * The number formats of the primary (left) and secondary (right) y-axes, each for the metrics
 * of the query drawn on it.
 */
export function mixedAxisFormatters(
  formData: QueryFormData,
  o: TimeseriesOptions,
  datasource: ChartDatasource,
  yAxisIndexA: number,
  metricsA: QueryFormMetric[],
  metricsB: QueryFormMetric[],
): NumberFormatter[] {
  return [
    getValueFormatter(
      yAxisIndexA === 0 ? metricsA : metricsB,
      datasource.currency_formats,
      datasource.column_formats,
      o.yAxisFormat,
      o.currencyFormat,
    ),
    getValueFormatter(
      yAxisIndexA === 1 ? metricsA : metricsB,
      datasource.currency_formats,
      datasource.column_formats,
      String(formValue(formData, 'y_axis_format_secondary', 'SMART_NUMBER')),
      chartCurrency(formData.currency_format_secondary),
    ),
  ];
}

/**
 * The primary and secondary y-axes, each with its own bounds, log scale (from the tick below
 * the smallest value either query draws), truncation and title; the secondary's ticks align
 * with the primary's.
 */
export function mixedYAxes(
  formData: QueryFormData,
  o: TimeseriesOptions,
  theme: ChartTheme,
  axisFormatters: NumberFormatter[],
  minPositiveValues: (number | undefined)[],
): Record<string, unknown>[] {
  const bounds = (key: string) =>
    (formValue<unknown[]>(formData, key, [null, null]) ?? []).map(parseAxisBound);
  const [minA, maxA] = bounds('y_axis_bounds');
  const [minB, maxB] = bounds('y_axis_bounds_secondary');
  const logA = o.logAxis;
  const logB = formBoolean(formData, 'logAxisSecondary', false);
  const minPositive = minPositiveValues.filter((v): v is number => v !== undefined);
  const lowerLog = minPositive.length ? calculateLowerLogTick(Math.min(...minPositive)) : undefined;
  return [
    buildYAxis({
      log: logA,
      min: minA ?? (logA ? lowerLog : undefined),
      max: maxA,
      minorTicks: o.minorTicks,
      minorSplitLine: o.minorSplitLine,
      formatter: (v) => axisFormatters[0](v),
      truncate: o.truncateYAxis,
      title: o.yAxisTitle,
      titleMargin: o.yAxisTitleMargin,
      titlePosition: o.yAxisTitlePosition,
      theme,
      position: 'left',
    }),
    {
      ...buildYAxis({
        log: logB,
        min: minB ?? (logB ? lowerLog : undefined),
        max: maxB,
        minorTicks: o.minorTicks,
        minorSplitLine: o.minorSplitLine,
        formatter: (v) => axisFormatters[1](v),
        truncate: formBoolean(formData, 'truncateYAxisSecondary', false),
        title: String(formValue(formData, 'yAxisTitleSecondary', '')),
        titleMargin: o.yAxisTitleMargin,
        titlePosition: 'Top',
        theme,
        position: 'right',
      }),
      splitLine: { show: false },
      alignTicks: true,
    },
  ];
}
