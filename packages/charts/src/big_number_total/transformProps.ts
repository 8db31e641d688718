import type { BigNumberChartProps } from '../big_number/types.js';
import { parseMetricValue } from '../big_number/parseMetricValue.js';
import { getColorFormatters } from '../shared/format/conditionalFormatting.js';
import type { ConditionalFormattingConfig } from '../shared/format/conditionalFormatting.js';
import {
  chartCurrency,
  getDateFormatter,
  getValueFormatter,
} from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getMetricLabel } from '../shared/query/labels.js';
import { GenericDataType } from '../types.js';
import type { ChartProps, QueryFormMetric } from '../types.js';

/**
 * Big number: `data[0][metric]`, in the number format (or the date format for temporal
 * values or when forced), with the subheader and a colour from conditional formatting.
 */
export default function transformProps(chartProps: ChartProps): BigNumberChartProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricName = metric ? getMetricLabel(metric) : 'value';
  const { data = [], coltypes = [] } = queriesData[0] ?? {};
  const bigNumber = data.length === 0 ? null : parseMetricValue(data[0][metricName]);
  const metricEntry = datasource.metrics?.find((m) => m.metric_name === metric);
  const formatTime = getDateFormatter(
    formValue(formData, 'time_format', 'smart_date'),
    formValue<string | undefined>(formData, 'time_grain_sqla', undefined),
    metricEntry?.d3format,
  );
  const yAxisFormat = formValue<string>(formData, 'y_axis_format', 'SMART_NUMBER');
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    yAxisFormat,
    chartCurrency(formData.currency_format),
  );
  const temporal =
    coltypes[0] === GenericDataType.TEMPORAL ||
    coltypes[0] === GenericDataType.STRING ||
    formBoolean(formData, 'force_timestamp_formatting', false);
  const formatters = getColorFormatters(
    formValue<ConditionalFormattingConfig[]>(formData, 'conditional_formatting', []),
    data,
    metricName,
  );
  let numberColor: string | undefined;
  if (bigNumber !== null) {
    for (const formatter of formatters) {
      numberColor = formatter.getColorFromValue(bigNumber) ?? numberColor;
    }
  }
  return {
    width,
    height,
    theme,
    formData,
    bigNumber,
    bigNumberText:
      bigNumber === null
        ? 'No data'
        : temporal
          ? formatTime(bigNumber)
          : numberFormatter(bigNumber),
    subheader: String(formValue(formData, 'subheader', '') || formValue(formData, 'subtitle', '')),
    className: '',
    headerFontSize: formNumber(formData, 'header_font_size', 0.4),
    subheaderFontSize: formNumber(formData, 'subheader_font_size', 0.15),
    numberColor,
    echartOptions: null,
  };
}
