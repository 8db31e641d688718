import { chartCurrency, getValueFormatter } from '../format/valueFormatter.js';
import { getColorScale } from '../color/colorScale.js';
import { formValue } from '../formDataValue.js';
import type { ChartProps, QueryFormMetric } from '../../types.js';

/**
 * What the charts of categories (pie, funnel, gauge, radar, treemap, sunburst, box plot) read
 * alike from their props: the metric's number formatter (`number_format`, the dataset's and the
 * chart's currency), the colour scale (`color_scheme`, the dashboard's label colours and the
 * chart's `label_colors`), and the values selected as a cross-filter.
 */
export function categoryChartFormat(
  chartProps: ChartProps,
  metric: QueryFormMetric | QueryFormMetric[] | null | undefined,
) {
  const { formData, datasource } = chartProps;
  return {
    numberFormatter: getValueFormatter(
      metric,
      datasource.currency_formats,
      datasource.column_formats,
      formValue(formData, 'number_format', 'SMART_NUMBER'),
      chartCurrency(formData.currency_format),
    ),
    colorScale: getColorScale(formValue<string | undefined>(formData, 'color_scheme', undefined), {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    }),
    selectedValues: (chartProps.filterState?.selectedValues ?? []) as string[],
  };
}
