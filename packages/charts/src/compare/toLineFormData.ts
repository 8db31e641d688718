import type { QueryFormData } from '../types.js';

/** A percent format for the y axis: the chart's own when it is one, else `,.1%`. */
export const percentFormat = (format: unknown) =>
  typeof format === 'string' && format.includes('%') ? format : ',.1%';

/**
 * The legacy Percent Change form data as the ECharts line chart's: the legacy time column
 * becomes the x axis (as Superset migrates legacy line charts), the nvd3 axis keys get the line chart's names, `contribution`
 * becomes row contribution, and the y axis shows percentages.
 */
export function toLineFormData(formData: QueryFormData): QueryFormData {
  const fd = formData as Record<string, unknown>;
  const bounds = fd.y_axis_bounds as unknown[] | undefined;
  return {
    ...formData,
    viz_type: 'echarts_timeseries_line',
    seriesType: 'line',
    x_axis: (formData.x_axis ?? formData.granularity_sqla ?? undefined) as QueryFormData['x_axis'],
    contributionMode: fd.contribution ? 'row' : (fd.contributionMode ?? null),
    x_axis_time_format: fd.x_axis_time_format ?? fd.x_axis_format ?? 'smart_date',
    tooltipTimeFormat: fd.tooltipTimeFormat ?? fd.x_axis_format ?? 'smart_date',
    x_axis_title: fd.x_axis_title ?? fd.x_axis_label ?? '',
    y_axis_title: fd.y_axis_title ?? fd.y_axis_label ?? '',
    logAxis: Boolean(fd.logAxis ?? fd.y_log_scale ?? false),
    truncateYAxis: Array.isArray(bounds) && bounds.some((b) => b !== null && b !== undefined),
    y_axis_format: percentFormat(fd.y_axis_format),
    rich_tooltip: fd.rich_tooltip ?? true,
    truncate_metric: fd.truncate_metric ?? true,
  };
}
