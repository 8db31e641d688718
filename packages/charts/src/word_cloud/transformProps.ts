import { getColorScale } from '../shared/color/colorScale.js';
import { formNumber, formValue } from '../shared/formDataValue.js';
import { getColumnLabel, getMetricLabel } from '../shared/query/labels.js';
import type { ChartProps, ChartTheme, QueryFormColumn, QueryFormMetric } from '../types.js';

export type WordCloudRotation = 'flat' | 'random' | 'square';

export interface WordCloudWord {
  text: string;
  /** The font size (px) before the layout scales the cloud to fit. */
  size: number;
  color: string;
  value: number | null;
}

export interface WordCloudProps {
  width: number;
  height: number;
  theme: ChartTheme;
  rotation: WordCloudRotation;
  /** Biggest first (the layout places them in this order). */
  words: WordCloudWord[];
}

const ROTATIONS: WordCloudRotation[] = ['flat', 'random', 'square'];

/** Superset's encoder: font size linear in the metric over [size_from, size_to], zero included. */
export function fontSizeScale(values: number[], sizeFrom: number, sizeTo: number) {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  return (value: number | null) => {
    if (value === null || !Number.isFinite(value) || hi === lo) return Math.max(1, sizeFrom);
    return Math.max(1, sizeFrom + ((value - lo) / (hi - lo)) * (sizeTo - sizeFrom));
  };
}

/** One word per row: its text from `series`, its size from the metric, its colour by word. */
export default function transformProps(chartProps: ChartProps): WordCloudProps {
  const { formData, queriesData, width, height, theme } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const series = formData.series as QueryFormColumn | undefined;
  const metric = formData.metric as QueryFormMetric | undefined;
  const textKey = series ? getColumnLabel(series) : '';
  const metricKey = metric ? getMetricLabel(metric) : '';
  const rotationValue = formValue<string>(formData, 'rotation', 'square');
  const rotation = (ROTATIONS as string[]).includes(rotationValue)
    ? (rotationValue as WordCloudRotation)
    : 'flat';
  const sizeFrom = formNumber(formData, 'size_from', 10);
  const sizeTo = formNumber(formData, 'size_to', 70);
  const colorScale = getColorScale(
    formValue<string | undefined>(formData, 'color_scheme', undefined),
    {
      namespace: chartProps.labelColors,
      forcedColors: formData.label_colors as Record<string, string> | undefined,
    },
  );
  const rows = data.map((row) => {
    const raw = row[metricKey];
    const value = raw === null || raw === undefined || raw === '' ? null : Number(raw);
    const word = row[textKey];
    return {
      text: word === null || word === undefined ? '<NULL>' : String(word),
      value: value !== null && Number.isFinite(value) ? value : null,
    };
  });
  const scale = fontSizeScale(
    rows.flatMap((r) => (r.value === null ? [] : [r.value])),
    sizeFrom,
    sizeTo,
  );
  const words = rows
    .map((r) => ({ ...r, size: scale(r.value), color: colorScale(r.text) }))
    .sort((a, b) => b.size - a.size);
  return { width, height, theme, rotation, words };
}
