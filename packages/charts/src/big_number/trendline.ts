/**
 * Big number with trendline: the number from its points (newest first), and the sparkline
 * (a smooth line over a gradient area, no axes) with its tooltip.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { themeColors } from '../shared/echarts/constants.js';
import { getDefaultTooltip, tooltipHtml } from '../shared/echarts/tooltip.js';
import type { ChartDataResult, ChartTheme, DataRecord } from '../types.js';
import { parseMetricValue } from './parseMetricValue.js';

/** [timestamp, value] */
export type Point = [number | null, number | null];

function aggregatePoints(values: number[], aggregation: string): number | null {
  if (values.length === 0) return null;
  switch (aggregation) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'mean':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'median': {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
    default:
      return null;
  }
}

/**
 * The number shown and its timestamp: the newest non-null point, the chosen aggregation of
 * all points, or for "raw" the second query's overall value.
 */
export function bigNumberOf(
  sorted: Point[],
  aggregation: string,
  aggregated: DataRecord | undefined,
  metricName: string,
): { bigNumber: number | null; timestamp: number | null } {
  let timestamp = sorted[0][0];
  let bigNumber: number | null;
  const values = sorted.map((p) => p[1]).filter((v): v is number => v !== null);
  if (aggregation === 'raw' && aggregated) {
    bigNumber = parseMetricValue(aggregated[metricName] ?? Object.values(aggregated)[0]);
  } else if (aggregation !== 'LAST_VALUE' && aggregation !== 'raw') {
    bigNumber = aggregatePoints(values, aggregation);
  } else {
    bigNumber = sorted[0][1];
    if (bigNumber === null) {
      const fallback = sorted.find((p) => p[1] !== null);
      bigNumber = fallback ? fallback[1] : null;
      timestamp = fallback ? fallback[0] : null;
    }
  }
  return { bigNumber, timestamp };
}

/**
 * The sparkline's points, oldest first; with a fixed time range, empty points at the range's
 * start and end so that the line spans it.
 */
export function trendlinePoints(
  sorted: Point[],
  queryData: ChartDataResult,
  padToTimeRange: boolean,
): Point[] {
  const trendLineData: Point[] = [...sorted].reverse();
  if (padToTimeRange && trendLineData.length > 0 && queryData.from_dttm) {
    const to = queryData.to_dttm ?? Date.now();
    if ((trendLineData[0][0] ?? Infinity) > queryData.from_dttm)
      trendLineData.unshift([queryData.from_dttm, null]);
    if ((trendLineData[trendLineData.length - 1][0] ?? -Infinity) < to)
      trendLineData.push([to, null]);
  }
  return trendLineData;
}

export function trendlineOptions(opts: {
  points: Point[];
  mainColor: string;
  theme: ChartTheme;
  startYAxisAtZero: boolean;
  formatTime(value: number | null): string;
  formatValue(value: number): string;
}): EChartsCoreOption {
  const { points, mainColor, formatTime, formatValue } = opts;
  const colors = themeColors(opts.theme);
  return {
    useUTC: true,
    series: [
      {
        data: points,
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 10,
        showSymbol: false,
        color: mainColor,
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: mainColor },
              { offset: 1, color: colors.background },
            ],
          },
        },
      },
    ],
    xAxis: {
      min: points[0][0],
      max: points[points.length - 1][0],
      show: false,
      type: 'time',
    },
    yAxis: { scale: !opts.startYAxisAtZero, show: false },
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    tooltip: {
      ...getDefaultTooltip(opts.theme),
      trigger: 'axis',
      formatter: (params: { data: Point }[]) =>
        tooltipHtml([
          {
            cells: [
              formatTime(params[0]?.data[0] ?? null),
              params[0]?.data[1] === null || params[0]?.data[1] === undefined
                ? 'N/A'
                : formatValue(params[0].data[1]),
            ],
          },
        ]),
    },
  };
}
