import type {
  AnnotationData,
  ChartTheme,
  DataRecord,
  DataRecordValue,
  RecordAnnotationResult,
  TimeseriesAnnotationResult,
} from '../../types.js';
import type { ColorScale } from '../color/colorScale.js';
import { type ChartThemeColors, themeColors } from './constants.js';
import { compileFormula } from './formula.js';
import type { AxisType } from './series.js';

/** An entry of `annotation_layers`. */
export interface AnnotationLayer {
  name: string;
  annotationType: 'EVENT' | 'INTERVAL' | 'FORMULA' | 'TIME_SERIES' | string;
  sourceType?: string;
  value?: unknown;
  show?: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  style?: 'solid' | 'dashed' | 'dotted' | 'longDashed' | string;
  width?: number;
  color?: string | null;
  opacity?: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh' | string;
  titleColumn?: string;
  descriptionColumns?: string[];
  timeColumn?: string;
  intervalEndColumn?: string;
}

type Series = Record<string, unknown>;

export function parseAnnotationOpacity(opacity?: string): number {
  switch (opacity) {
    case 'opacityLow':
      return 0.2;
    case 'opacityMedium':
      return 0.5;
    case 'opacityHigh':
      return 0.8;
    default:
      return 1;
  }
}

const lineType = (style?: string) => (style === 'longDashed' ? [10, 5] : (style ?? 'solid'));

/** "name - title" then the descriptions, one per line. */
export function formatAnnotationLabel(
  name?: string,
  title?: string,
  descriptions: string[] = [],
): string {
  const labels: string[] = [];
  const titles = [name, title].filter((v) => Boolean(v));
  if (titles.length > 0) labels.push(titles.join(' - '));
  const described = descriptions.filter((d) => Boolean(d));
  if (described.length > 0) labels.push(described.join('\n'));
  return labels.join('\n\n');
}

const isRecordResult = (value: unknown): value is RecordAnnotationResult =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RecordAnnotationResult).records);

/** Records of an EVENT/INTERVAL layer; native layers read Superset's annotation columns. */
export function extractRecordAnnotations(layer: AnnotationLayer, annotationData: AnnotationData) {
  const result = annotationData[layer.name];
  if (!isRecordResult(result)) return [];
  const native = !layer.sourceType || layer.sourceType === 'NATIVE';
  const timeColumn = layer.timeColumn || (native ? 'start_dttm' : '');
  const endColumn = layer.intervalEndColumn || (native ? 'end_dttm' : '');
  const titleColumn = layer.titleColumn || (native ? 'short_descr' : '');
  const descriptionColumns = layer.descriptionColumns?.length
    ? layer.descriptionColumns
    : native
      ? ['long_descr']
      : [];
  const toTime = (v: DataRecordValue | undefined) =>
    typeof v === 'string' && !/^-?\d+$/.test(v)
      ? Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`)
      : Number(v);
  return result.records.map((record) => ({
    time: toTime(record[timeColumn]),
    intervalEnd: toTime(record[endColumn]),
    title:
      record[titleColumn] === null || record[titleColumn] === undefined
        ? ''
        : String(record[titleColumn]),
    descriptions: descriptionColumns.map((c) =>
      record[c] === null || record[c] === undefined ? '' : String(record[c]),
    ),
  }));
}

/**
 * A FORMULA layer: a smooth line of `f(x)` at each x of the data. Invalid → no series.
 * "Show markers" draws a marker at each point; "Hide Line" leaves only the markers.
 */
export function transformFormulaAnnotation(
  layer: AnnotationLayer,
  data: DataRecord[],
  xAxisLabel: string,
  xAxisType: AxisType,
  colorScale: ColorScale,
  isHorizontal = false,
  markerSize = 6,
): Series | undefined {
  let formula: (x: number) => number;
  try {
    formula = compileFormula(String(layer.value ?? ''));
  } catch {
    return undefined;
  }
  const points = data.map((row, index) => {
    const raw = row[xAxisLabel];
    const x = xAxisType === 'category' ? (typeof raw === 'number' ? raw : index) : Number(raw);
    const y = formula(Number.isFinite(x) ? x : 0);
    const value = Number.isFinite(y) ? y : null;
    return isHorizontal ? [value, raw] : [raw, value];
  });
  return {
    name: layer.name,
    id: layer.name,
    itemStyle: { color: layer.color || colorScale(layer.name) },
    lineStyle: {
      opacity: parseAnnotationOpacity(layer.opacity),
      type: lineType(layer.style),
      width: layer.hideLine ? 0 : layer.width,
    },
    type: 'line',
    smooth: true,
    data: points,
    symbolSize: layer.showMarkers ? markerSize : 0,
  };
}

interface RecordMarkInput {
  label: string;
  axis: 'xAxis' | 'yAxis';
  annotation: ReturnType<typeof extractRecordAnnotations>[number];
  colors: ChartThemeColors;
}

interface RecordLayerSource {
  layer: AnnotationLayer;
  annotationData: AnnotationData;
  theme: ChartTheme;
  isHorizontal: boolean;
}

/**
 * One series per record of an EVENT/INTERVAL layer: its mark (area or line) is built by
 * `mark`, clickable, its label shown on hover.
 */
function recordAnnotationSeries(
  kind: 'Interval' | 'Event',
  { layer, annotationData, theme, isHorizontal }: RecordLayerSource,
  mark: (input: RecordMarkInput) => Series,
): Series[] {
  const axis = isHorizontal ? 'yAxis' : 'xAxis';
  const colors = themeColors(theme);
  const markKey = kind === 'Interval' ? 'markArea' : 'markLine';
  return extractRecordAnnotations(layer, annotationData).map((annotation) => {
    const label = formatAnnotationLabel(layer.name, annotation.title, annotation.descriptions);
    return {
      id: `${kind} - ${label}`,
      type: 'line',
      animation: false,
      [markKey]: {
        silent: false,
        ...mark({ label, axis, annotation, colors }),
        emphasis: { label: { show: true, backgroundColor: colors.background } },
      },
    };
  });
}

export function transformIntervalAnnotation(
  layer: AnnotationLayer,
  annotationData: AnnotationData,
  colorScale: ColorScale,
  theme: ChartTheme,
  isHorizontal = false,
): Series[] {
  const source = { layer, annotationData, theme, isHorizontal };
  return recordAnnotationSeries('Interval', source, ({ label, axis, annotation, colors }) => ({
    itemStyle: {
      color: layer.color || colorScale(layer.name),
      opacity: parseAnnotationOpacity(layer.opacity || 'opacityMedium'),
    },
    label: {
      show: Boolean(layer.showLabel),
      color: colors.text,
      position: 'insideTop',
      verticalAlign: 'top',
      fontWeight: 'bold',
    },
    data: [[{ name: label, [axis]: annotation.time }, { [axis]: annotation.intervalEnd }]],
  }));
}

export function transformEventAnnotation(
  layer: AnnotationLayer,
  annotationData: AnnotationData,
  colorScale: ColorScale,
  theme: ChartTheme,
  isHorizontal = false,
): Series[] {
  const source = { layer, annotationData, theme, isHorizontal };
  return recordAnnotationSeries('Event', source, ({ label, axis, annotation, colors }) => ({
    symbol: 'none',
    lineStyle: {
      width: layer.width,
      type: lineType(layer.style),
      color: layer.color || colorScale(layer.name),
      opacity: parseAnnotationOpacity(layer.opacity),
    },
    label: {
      show: Boolean(layer.showLabel),
      color: colors.text,
      position: 'insideEndTop',
      fontWeight: 'bold',
      formatter: (params: { name?: string }) => params.name ?? '',
    },
    data: [{ name: label, [axis]: annotation.time }],
  }));
}

export function transformTimeseriesAnnotation(
  layer: AnnotationLayer,
  markerSize: number,
  annotationData: AnnotationData,
  colorScale: ColorScale,
  isHorizontal = false,
): Series[] {
  const result = annotationData[layer.name];
  if (!Array.isArray(result)) return [];
  return (result as TimeseriesAnnotationResult[]).map(({ key, values }) => ({
    type: 'line',
    id: key,
    name: key,
    data: values.map((row) => (isHorizontal ? [row.y, row.x] : [row.x, row.y])),
    symbolSize: layer.showMarkers ? markerSize : 0,
    itemStyle: { color: layer.color || colorScale(layer.name) },
    lineStyle: {
      opacity: parseAnnotationOpacity(layer.opacity),
      type: lineType(layer.style),
      width: layer.hideLine ? 0 : layer.width,
      color: layer.color || colorScale(layer.name),
    },
  }));
}

/** Series for every shown layer (formula, interval, event, time series). */
export function annotationSeries(
  layers: AnnotationLayer[] | null | undefined,
  opts: {
    data: DataRecord[];
    annotationData: AnnotationData;
    xAxisLabel: string;
    xAxisType: AxisType;
    colorScale: ColorScale;
    theme: ChartTheme;
    markerSize: number;
    isHorizontal?: boolean;
  },
): Series[] {
  const series: Series[] = [];
  for (const layer of layers ?? []) {
    if (!layer || layer.show === false) continue;
    const { isHorizontal = false } = opts;
    if (layer.annotationType === 'FORMULA') {
      const s = transformFormulaAnnotation(
        layer,
        opts.data,
        opts.xAxisLabel,
        opts.xAxisType,
        opts.colorScale,
        isHorizontal,
        opts.markerSize,
      );
      if (s) series.push(s);
    } else if (layer.annotationType === 'INTERVAL') {
      series.push(
        ...transformIntervalAnnotation(
          layer,
          opts.annotationData,
          opts.colorScale,
          opts.theme,
          isHorizontal,
        ),
      );
    } else if (layer.annotationType === 'EVENT') {
      series.push(
        ...transformEventAnnotation(
          layer,
          opts.annotationData,
          opts.colorScale,
          opts.theme,
          isHorizontal,
        ),
      );
    } else if (layer.annotationType === 'TIME_SERIES') {
      series.push(
        ...transformTimeseriesAnnotation(
          layer,
          opts.markerSize,
          opts.annotationData,
          opts.colorScale,
          isHorizontal,
        ),
      );
    }
  }
  return series;
}

function isValidFormula(value: unknown): boolean {
  try {
    compileFormula(String(value ?? ''));
    return true;
  } catch {
    return false;
  }
}

/** Legend entries for the layers that draw a named series (formula, time series). */
export function extractAnnotationLabels(
  layers: AnnotationLayer[] | null | undefined,
  annotationData: AnnotationData,
): string[] {
  const labels: string[] = [];
  for (const layer of layers ?? []) {
    if (!layer || layer.show === false) continue;
    if (layer.annotationType === 'FORMULA' && isValidFormula(layer.value)) labels.push(layer.name);
    if (layer.annotationType === 'TIME_SERIES') {
      const result = annotationData[layer.name];
      if (Array.isArray(result)) labels.push(...result.map((r) => r.key));
    }
  }
  return labels;
}
