import type { NumberFormatter } from '@tessera/core';
import { getColorScale } from '../shared/color/colorScale.js';
import { linearColorScale } from '../shared/color/sequentialSchemes.js';
import { chartCurrency, getValueFormatter } from '../shared/format/valueFormatter.js';
import { formBoolean, formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel, isQueryFormColumn } from '../shared/query/labels.js';
import type {
  ChartHooks,
  ChartProps,
  ChartTheme,
  DataRecordValue,
  QueryFormData,
  QueryFormMetric,
} from '../types.js';

/** One country row: the entity value as the data has it, its metrics, its fill colour. */
export interface WorldMapRow {
  entity: DataRecordValue;
  m1: number | null;
  m2: number | null;
  color: string;
}

export interface WorldMapProps {
  width: number;
  height: number;
  theme: ChartTheme;
  formData: QueryFormData;
  rows: WorldMapRow[];
  /** How the entity column names countries: cca2, cca3, cioc or name. */
  countryFieldType: string;
  entityColumn: string;
  metricLabel: string;
  secondaryLabel?: string;
  showBubbles: boolean;
  maxBubbleSize: number;
  bubbleColor: string;
  formatter: NumberFormatter;
  /** The entity values currently selected as a cross-filter. */
  selectedValues: DataRecordValue[];
  hooks?: ChartHooks;
  emitCrossFilters?: boolean;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

interface Rgba {
  r: number;
  g: number;
  b: number;
  a?: number;
}

/** `color_picker` ({r, g, b, a}) as a CSS colour. */
export function rgbaColor(value: unknown, fallback = 'rgba(0,122,135,1)'): string {
  const c = value as Rgba | null | undefined;
  if (!c || typeof c !== 'object' || [c.r, c.g, c.b].some((v) => typeof v !== 'number')) {
    return fallback;
  }
  return `rgba(${c.r},${c.g},${c.b},${c.a ?? 1})`;
}

/**
 * World map: a row per country (the entity column's value, the colour metric and the bubble
 * metric), each country filled from the linear scheme over the metric's extent or, coloured
 * by country, from the categorical scheme. The shapes and the country table are joined when
 * the chart draws (they load with the map).
 */
export default function transformProps(chartProps: ChartProps): WorldMapProps {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const entity = isQueryFormColumn(formData.entity) ? getColumnLabel(formData.entity) : '';
  const metric = formData.metric as QueryFormMetric | undefined;
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const secondary = formData.secondary_metric as QueryFormMetric | undefined | null;
  const secondaryLabel = secondary ? getMetricLabel(secondary) : undefined;
  const colorBy = formValue<string>(formData, 'color_by', 'metric');
  const formatter = getValueFormatter(
    metric,
    datasource.currency_formats,
    datasource.column_formats,
    formValue(formData, 'y_axis_format', 'SMART_NUMBER'),
    chartCurrency(formData.currency_format),
  );

  const raw = data.map((row) => ({
    entity: (row[entity] ?? null) as DataRecordValue,
    m1: toNumber(row[metricLabel]),
    m2: secondaryLabel ? toNumber(row[secondaryLabel]) : null,
  }));
  const values = raw.map((r) => r.m1).filter((v): v is number => v !== null);
  const extent: [number, number] = values.length
    ? [Math.min(...values), Math.max(...values)]
    : [0, 1];
  const linear = linearColorScale(formValue(formData, 'linear_color_scheme', null), ...extent);
  const categorical = getColorScale(formValue<string | null>(formData, 'color_scheme', null), {
    namespace: chartProps.labelColors,
    forcedColors: formData.label_colors as Record<string, string> | undefined,
  });
  const rows: WorldMapRow[] = raw.map((r) => ({
    ...r,
    color:
      colorBy === 'country' ? categorical(r.entity) : r.m1 === null ? 'transparent' : linear(r.m1),
  }));

  return {
    width,
    height,
    theme,
    formData,
    rows,
    countryFieldType: formValue(formData, 'country_fieldtype', 'cca2'),
    entityColumn: entity,
    metricLabel,
    secondaryLabel,
    showBubbles: formBoolean(formData, 'show_bubbles', false),
    maxBubbleSize: formNumber(formData, 'max_bubble_size', 25),
    bubbleColor: rgbaColor(formData.color_picker),
    formatter,
    selectedValues: (chartProps.filterState?.selectedValues ?? []) as DataRecordValue[],
    hooks: chartProps.hooks,
    emitCrossFilters: chartProps.emitCrossFilters,
  };
}
