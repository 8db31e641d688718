import { DTTM_ALIAS, NumberFormats, getNumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import {
  chartCurrency,
  getDateFormatter,
  getValueFormatter,
} from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, QueryFormMetric } from '../types.js';
import { parseMetricValue } from './parseMetricValue.js';
import { bigNumberOf, trendlineOptions, trendlinePoints } from './trendline.js';
import type { Point } from './trendline.js';
import type { BigNumberChartProps } from './types.js';

const formatPercentChange = getNumberFormatter(NumberFormats.PERCENT_SIGNED_1_POINT);

/**
 * Big number with trendline: the newest non-null point (or the chosen aggregation; the
 * second query's overall value for "raw"), the change over `compare_lag` periods as
 * `+12.3% <suffix>`, and a smooth sparkline with a gradient area and no axes.
 */
export default function transformProps(chartProps: ChartProps): BigNumberChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricName = metric ? getMetricLabel(metric) : 'value';
  const xAxisLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const queryData = queriesData[0] ?? { colnames: [], coltypes: [], data: [], rowcount: 0 };
  const { data = [], coltypes = [], colnames = [] } = queryData;
  const compareLag = Number(formValue(formData, 'compare_lag', 0)) || 0;
  const compareSuffix = String(formValue(formData, 'compare_suffix', ''));
  const aggregation = String(formValue(formData, 'aggregation', 'LAST_VALUE'));
  const showTrendLine = formBoolean(formData, 'show_trend_line', true);
  const startYAxisAtZero = formBoolean(formData, 'start_y_axis_at_zero', true);
  const timeRangeFixed = formBoolean(formData, 'time_range_fixed', false);
  const { r, g, b } = formValue(formData, 'color_picker', { r: 0, g: 122, b: 135 });
  const mainColor = `rgb(${r}, ${g}, ${b})`;
  const granularity = formValue<string | undefined>(formData, 'time_grain_sqla', undefined);
  const metricEntry = datasource.metrics?.find((m) => m.metric_name === metric);
  const formatTime = getDateFormatter(
    formValue(formData, 'time_format', 'smart_date'),
    granularity,
    metricEntry?.d3format,
  );
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
    chartCurrency(formData.currency_format),
  );
  const metricIndex = colnames.indexOf(metricName);
  const metricType = coltypes[metricIndex >= 0 ? metricIndex : coltypes.length - 1];
  const headerFormatter =
    metricType === GenericDataType.TEMPORAL ||
    metricType === GenericDataType.STRING ||
    formBoolean(formData, 'force_timestamp_formatting', false)
      ? (v: number) => formatTime(v)
      : (v: number) => numberFormatter(v);

  let bigNumber: number | null = null;
  let timestamp: number | null = null;
  let subheader = String(formValue(formData, 'subheader', ''));
  let percentChange: number | undefined;
  // Newest first.
  const sorted: Point[] = data
    .map((d): Point => [parseMetricValue(d[xAxisLabel]), parseMetricValue(d[metricName])])
    .sort((a, b) => (a[0] !== null && b[0] !== null ? b[0] - a[0] : 0));
  if (sorted.length > 0) {
    ({ bigNumber, timestamp } = bigNumberOf(
      sorted,
      aggregation,
      queriesData[1]?.data?.[0],
      metricName,
    ));
    if (compareLag > 0 && compareLag < sorted.length) {
      // `(cur − prev)/|prev|`: cur is the number shown (the aggregation when one is
      // chosen), prev the point `compare_lag` periods before the newest. As Superset,
      // nothing is compared while the newest point has no value.
      const from = sorted[compareLag][1];
      const to = sorted[0][1] === null ? null : bigNumber;
      if (from !== null && to !== null) {
        percentChange = from ? (to - from) / Math.abs(from) : 0;
        subheader = `${formatPercentChange(percentChange)} ${compareSuffix}`.trim();
      }
    }
  }
  const points = trendlinePoints(sorted, queryData, showTrendLine && timeRangeFixed);
  const echartOptions: EChartsCoreOption | null =
    showTrendLine && points.length > 0
      ? trendlineOptions({
          points,
          mainColor,
          theme,
          startYAxisAtZero,
          formatTime,
          formatValue: headerFormatter,
        })
      : null;
  let className: BigNumberChartProps['className'] = '';
  if (percentChange !== undefined && percentChange > 0) className = 'positive';
  else if (percentChange !== undefined && percentChange < 0) className = 'negative';
  return {
    width,
    height,
    theme,
    formData,
    bigNumber,
    bigNumberText: bigNumber === null ? 'No data' : headerFormatter(bigNumber),
    subheader,
    percentChange,
    className,
    timestampText:
      formBoolean(formData, 'show_timestamp', false) && timestamp !== null
        ? formatTime(timestamp)
        : undefined,
    headerFontSize: formNumber(formData, 'header_font_size', 0.4),
    subheaderFontSize: formNumber(formData, 'subheader_font_size', 0.15),
    mainColor,
    echartOptions,
  };
}
