import type { NumberFormatter } from '@tessera/core';
import { linearColorScale } from '../shared/color/sequentialSchemes.js';
import { getValueFormatter } from '../shared/format/valueFormatter.js';
import { formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import type { ChartProps, ChartTheme, QueryFormData, QueryFormMetric } from '../types.js';

/** One subdivision: its ISO 3166-2 code (upper case), value and fill. */
export interface CountryMapRow {
  code: string;
  value: number;
  color: string;
}

export interface CountryMapProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  /** Superset's select_country key (`usa`, `france`, ...). */
  country: string | null;
  rows: CountryMapRow[];
  metricLabel: string;
  formatter: NumberFormatter;
}

/**
 * Country map: one row per subdivision code with its metric, filled from the linear scheme
 * over the metric's extent; rows without a code or a numeric value are left out.
 */
export default function transformProps(chartProps: ChartProps): CountryMapProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const entity = isQueryFormColumn(formData.entity) ? getColumnLabel(formData.entity) : '';
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const parsed = data
    .map((row) => {
      const code = row[entity];
      const raw = row[metricLabel];
      const value = typeof raw === 'number' ? raw : raw === null || raw === '' ? NaN : Number(raw);
      return {
        code: code === null || code === undefined ? '' : String(code).trim().toUpperCase(),
        value,
      };
    })
    .filter((r) => r.code !== '' && Number.isFinite(r.value));
  const values = parsed.map((r) => r.value);
  const extent: [number, number] = values.length
    ? [Math.min(...values), Math.max(...values)]
    : [0, 1];
  const scale = linearColorScale(formValue(formData, 'linear_color_scheme', null), ...extent);
  return {
    width,
    height,
    theme,
    formData,
    country: formValue<string | null>(formData, 'select_country', null),
    rows: parsed.map((r) => ({ ...r, color: scale(r.value) })),
    metricLabel,
    formatter: getValueFormatter(
      metric,
      datasource.currency_formats,
      datasource.column_formats,
      formValue(formData, 'number_format', 'SMART_NUMBER'),
    ),
  };
}
