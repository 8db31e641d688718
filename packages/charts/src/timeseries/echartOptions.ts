import type { NumberFormatter } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { extractAnnotationLabels } from '../shared/echarts/annotations.js';
import type { ChartPadding } from '../shared/echarts/legend.js';
import { getLegendProps } from '../shared/echarts/legend.js';
import { dedupSeries } from '../shared/echarts/series.js';
import { getDefaultTooltip } from '../shared/echarts/tooltip.js';
import type { AnnotationData, ChartTheme, GenericDataType } from '../types.js';
import { getTooltipTimeFormatter, zoomOptions } from './axes.js';
import type { TimeseriesOptions } from './options.js';
import { createTimeseriesTooltipFormatter } from './tooltip.js';

/**
 * What the time-series charts (one query, or the mixed chart's two) draw with, around their
 * axes and series: the grid, the tooltip, the legend (series, then annotation layers) and zoom.
 */
export function timeseriesEchartOptions(opts: {
  o: TimeseriesOptions;
  theme: ChartTheme;
  padding: ChartPadding;
  xAxis: unknown;
  yAxis: unknown;
  series: Record<string, unknown>[];
  legendNames: string[];
  annotationData: AnnotationData;
  stacked: boolean;
  isHorizontal: boolean;
  isMultiSeries: boolean;
  xAxisDataType: GenericDataType | undefined;
  /** Values are already percentages (contribution or 100% stacks). */
  forcePercent: boolean;
  /** A series' value format in the tooltip (by series name). */
  formatterFor: (seriesName: string) => NumberFormatter;
  percentFormatter: NumberFormatter;
}): EChartsCoreOption {
  const { o, theme } = opts;
  const annotationNames = new Set(extractAnnotationLabels(o.annotationLayers, opts.annotationData));
  const tooltipFormatter = createTimeseriesTooltipFormatter({
    richTooltip: o.richTooltip,
    isHorizontal: opts.isHorizontal,
    sortByMetric: o.tooltipSortByMetric,
    stacked: opts.stacked,
    isMultiSeries: opts.isMultiSeries,
    showTotal: o.showTooltipTotal,
    showPercentage: o.showTooltipPercentage,
    forcePercent: opts.forcePercent,
    formatterFor: opts.formatterFor,
    percentFormatter: opts.percentFormatter,
    xFormatter: getTooltipTimeFormatter(opts.xAxisDataType, o.tooltipTimeFormat),
    hidden: new Set(['baseline']),
    annotations: annotationNames,
  });
  return {
    useUTC: true,
    grid: { containLabel: true, ...opts.padding },
    xAxis: opts.xAxis,
    yAxis: opts.yAxis,
    tooltip: {
      ...getDefaultTooltip(theme),
      trigger: o.richTooltip ? 'axis' : 'item',
      formatter: tooltipFormatter,
    },
    legend: {
      ...getLegendProps(o.legendType, o.legendOrientation, o.showLegend, theme, o.zoomable),
      data: [...opts.legendNames, ...annotationNames],
    },
    series: dedupSeries(opts.series),
    ...zoomOptions(o.zoomable, opts.stacked, opts.isHorizontal),
  };
}
