import { getMetricLabel } from '../shared/query/labels.js';
import type { NumberFormatter } from '@tessera/core';
import type { ColorScale } from '../shared/color/colorScale.js';
import { StackControlsValue } from '../shared/echarts/constants.js';
import {
  extractForecastSeriesContext,
  extractForecastSeriesContexts,
} from '../shared/echarts/forecast.js';
import {
  extractDataTotalValues,
  extractSeries,
  extractShowValueIndexes,
} from '../shared/echarts/series.js';
import type { SeriesDatum, SortSeriesType } from '../shared/echarts/series.js';
import type { DataRecord, QueryFormMetric } from '../types.js';
import type { SeriesStyle } from './options.js';
import { getBaselineSeriesForStream, transformSeries } from './transformSeries.js';
import type { EchartsSeries } from './transformSeries.js';

const DASH_PATTERNS: (string | number[])[] = ['dashed', 'dotted', [6, 15], [2, 10], [20, 3]];

/** A time-shift series: named by its offset, or `<metric>__<offset>` / `<offset>, dim`. */
export function timeOffsetOf(seriesName: string, timeCompare: string[]): string | undefined {
  return timeCompare.find(
    (offset) =>
      seriesName === offset ||
      seriesName.includes(`__${offset}`) ||
      seriesName.startsWith(`${offset}, `) ||
      seriesName.includes(`, ${offset}`),
  );
}

/** The series a time-shift series shifts (for its colour). */
export function originalSeriesOf(seriesName: string, timeCompare: string[]): string {
  let name = seriesName;
  for (const offset of timeCompare) {
    name = name.replace(`__${offset}`, '').replace(`${offset}, `, '').replace(`, ${offset}`, '');
  }
  return name;
}

export interface BuildSeriesOptions {
  data: DataRecord[];
  xAxisLabel: string;
  style: SeriesStyle;
  colorScale: ColorScale;
  formatterFor: (seriesName: string) => NumberFormatter;
  metrics: QueryFormMetric[];
  groupby: unknown[];
  isHorizontal: boolean;
  richTooltip: boolean;
  forecastEnabled: boolean;
  extraMetricLabels?: string[];
  xAxisSortSeries?: SortSeriesType;
  xAxisSortSeriesAscending?: boolean;
  timeCompare: string[];
  timeShiftColor: boolean;
  selectedValues?: string[] | null;
  /** The mixed chart: name suffix (" (Query A)"), stack prefix, colour key tweak. */
  nameSuffix?: string;
  stackPrefix?: string;
  colorKeyFor?: (seriesName: string) => string;
}

export interface BuiltSeries {
  series: EchartsSeries[];
  /** Legend entries (observations only, forecasts share their colour). */
  legendNames: string[];
  minPositiveValue: number | undefined;
}

export function buildTimeseriesSeries(opts: BuildSeriesOptions): BuiltSeries {
  const { style, data, xAxisLabel, timeCompare } = opts;
  const { stack } = style;
  const { totalStackedValues, thresholdValues } = extractDataTotalValues(data, {
    stack,
    percentageThreshold: style.percentageThreshold,
    xAxisCol: xAxisLabel,
  });
  const [rawSeries, sortedTotals, minPositiveValue] = extractSeries(data, {
    xAxis: xAxisLabel,
    fillNeighborValue: stack && !opts.forecastEnabled ? 0 : undefined,
    extraMetricLabels: opts.extraMetricLabels,
    stack,
    totalStackedValues,
    isHorizontal: opts.isHorizontal,
    sortSeriesType: style.sortSeriesType,
    sortSeriesAscending: style.sortSeriesAscending,
    xAxisSortSeries: opts.xAxisSortSeries,
    xAxisSortSeriesAscending: opts.xAxisSortSeriesAscending,
  });
  const suffix = opts.nameSuffix ?? '';
  const named = rawSeries.map((s) => ({
    ...s,
    id: `${s.id}${suffix}`,
    name: `${s.name}${suffix}`,
  }));
  const showValueIndexes = extractShowValueIndexes(named, {
    stack,
    onlyTotal: style.onlyTotal,
    isHorizontal: opts.isHorizontal,
  });
  const seriesContexts = extractForecastSeriesContexts(named.map((s) => s.name));
  const singleMetricLabel =
    opts.metrics.length === 1 && opts.groupby.length > 0 && timeCompare.length > 0
      ? getMetricLabel(opts.metrics[0])
      : undefined;
  const dashByOffset = new Map<string, string | number[]>();

  const series: EchartsSeries[] = [];
  rawSeries.forEach((entry, index) => {
    const offset = timeOffsetOf(entry.name, timeCompare);
    const derived = offset !== undefined;
    if (derived && !dashByOffset.has(offset)) {
      dashByOffset.set(offset, DASH_PATTERNS[dashByOffset.size % DASH_PATTERNS.length]);
    }
    const base = extractForecastSeriesContext(entry.name).name;
    let colorKey = derived && opts.timeShiftColor ? originalSeriesOf(base, timeCompare) : base;
    if (singleMetricLabel) colorKey = colorKey.replace(`${singleMetricLabel}, `, '');
    if (derived && opts.timeShiftColor && timeCompare.includes(base)) {
      const original = rawSeries.find((s) => timeOffsetOf(s.name, timeCompare) === undefined);
      if (original) colorKey = extractForecastSeriesContext(original.name).name;
    }
    const transformed = transformSeries(named[index], opts.colorScale, {
      ...style,
      colorKey: opts.colorKeyFor ? opts.colorKeyFor(colorKey) : colorKey,
      selectedValues: opts.selectedValues,
      seriesContexts,
      formatter: opts.formatterFor(entry.name),
      totalStackedValues: sortedTotals,
      showValueNames: showValueIndexes.map((i) => named[i]?.name),
      thresholdValues,
      richTooltip: opts.richTooltip,
      isHorizontal: opts.isHorizontal,
      derived,
      dashType: derived ? dashByOffset.get(offset) : undefined,
      stackPrefix: opts.stackPrefix,
    });
    if (!transformed) return;
    if (stack === StackControlsValue.Stream) {
      transformed.data = (transformed.data as SeriesDatum[]).map((row) => [row[0], row[1] ?? 0]);
    }
    series.push(transformed);
  });
  if (stack === StackControlsValue.Stream && series.length > 0) {
    series.unshift(
      getBaselineSeriesForStream(
        series.map((s) => s.data as SeriesDatum[]),
        style.seriesType,
      ),
    );
  }
  const legendNames = named
    .filter((s) => extractForecastSeriesContext(s.name).type === 'observation')
    .map((s) => s.name);
  return { series, legendNames, minPositiveValue };
}
