import { DTTM_ALIAS } from '@tessera/core';
import type { EchartsChartProps } from '../shared/echarts/types.js';
import { getXAxisLabel } from '../shared/query/xAxis.js';
import { transformTimeseriesProps } from '../timeseries/transformProps.js';
import type { ChartDataResult, ChartProps, DataRecord } from '../types.js';
import { toLineFormData } from './toLineFormData.js';

/**
 * Every series column as its percent change against the series' first value (the first
 * non-null one; a series starting at 0 has no percent change and is left empty).
 */
export function percentChange(data: DataRecord[], xLabel: string): DataRecord[] {
  if (!data.length) return data;
  const columns = [...new Set(data.flatMap((d) => Object.keys(d)))].filter((c) => c !== xLabel);
  const base: Record<string, number | null> = {};
  for (const col of columns) {
    const first = data.find((d) => d[col] !== null && d[col] !== undefined && d[col] !== '');
    const value = first ? Number(first[col]) : NaN;
    base[col] = Number.isFinite(value) && value !== 0 ? value : null;
  }
  return data.map((d) => {
    const out: DataRecord = { [xLabel]: d[xLabel] };
    for (const col of columns) {
      const v = d[col];
      const b = base[col];
      out[col] =
        typeof v === 'number' && b !== null
          ? v / b - 1
          : v === null || v === undefined || b === null
            ? null
            : Number.isFinite(Number(v))
              ? Number(v) / b - 1
              : v;
    }
    return out;
  });
}

/** Time-series Percent Change: the line chart over each series' percent change. */
export default function transformProps(chartProps: ChartProps): EchartsChartProps {
  const formData = toLineFormData(chartProps.formData);
  const xLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const queriesData: ChartDataResult[] = chartProps.queriesData.map((result, i) =>
    i === 0 ? { ...result, data: percentChange(result.data ?? [], xLabel) } : result,
  );
  const props = transformTimeseriesProps(
    { ...chartProps, formData, queriesData },
    { seriesType: 'line' },
  );
  // The legacy chart emits no cross-filters (no INTERACTIVE_CHART behaviour).
  return { ...props, formData: chartProps.formData, emitCrossFilters: false };
}
