/** Annotation layer values and the editor's rules (Superset's AnnotationLayer). */
import { chartRegistry, getChartPlugin, type AnnotationType } from '@tessera/charts';
import { AUTOMATIC_COLOR, hasSliceColumns } from './annotationDisplay';

export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType: string;
  value: string | number | null;
  show: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  overrides?: Record<string, unknown>;
  color?: string | null;
  opacity?: string;
  style?: string;
  width?: number;
  titleColumn?: string;
  descriptionColumns?: string[];
  timeColumn?: string;
  intervalEndColumn?: string;
  /** Seconds the layer's query may take (default 300). */
  timeout?: number;
}

export const ANNOTATION_TEXTS = {
  add: 'Add annotation layer',
  edit: 'Edit annotation layer',
  formulaPlaceholder: 'y = 2x + 5',
} as const;

export const ANNOTATION_TYPE_LABELS: Record<AnnotationType, string> = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};

/** Source types a layer type may take: NATIVE layers, or another chart. */
export function sourceTypes(type: AnnotationType): [string, string][] {
  if (type === 'FORMULA') return [];
  if (type === 'TIME_SERIES') return [['line', 'Superset chart']];
  return [
    ['NATIVE', 'Superset annotation'],
    ['table', 'Table'],
  ];
}

/** The viz types whose charts can be the source of a layer type. */
export function sourceVizTypes(type: AnnotationType): string[] {
  return [...chartRegistry.values()]
    .filter((p) => p.metadata.canBeAnnotationTypes.includes(type))
    .map((p) => p.vizType);
}

export const supportedAnnotationTypes = (vizType: string): AnnotationType[] =>
  getChartPlugin(vizType)?.metadata.supportedAnnotationTypes ?? [];

export function newAnnotationLayer(type: AnnotationType): AnnotationLayerValue {
  return {
    name: '',
    annotationType: type,
    sourceType: type === 'FORMULA' ? '' : type === 'TIME_SERIES' ? 'line' : 'NATIVE',
    value: null,
    show: true,
    showLabel: false,
    overrides: { time_range: null },
    color: AUTOMATIC_COLOR,
    style: 'solid',
    opacity: '',
    width: 1,
    showMarkers: false,
    hideLine: false,
  };
}

/** Name and value are required; a table source needs its time (and interval end) column. */
export function isAnnotationLayerValid(layer: AnnotationLayerValue): boolean {
  if (!layer.name.trim() || layer.value === null || layer.value === '') return false;
  if (!hasSliceColumns(layer)) return true;
  if (!layer.timeColumn) return false;
  return layer.annotationType !== 'INTERVAL' || Boolean(layer.intervalEndColumn);
}

/** The layer's own fields for a chart source (Superset's "Annotation Slice Configuration"). */
export const hasChartSource = (layer: AnnotationLayerValue) =>
  layer.annotationType !== 'FORMULA' && layer.sourceType !== 'NATIVE' && layer.value !== null;

/**
 * The overrides a chart-sourced layer may take: each checkbox passes the current view's
 * field(s) down to the source chart's query, stored in `overrides` as null (inherit).
 */
export const OVERRIDE_CHECKS = [
  {
    label: 'Override time range',
    description:
      'This controls whether the "time_range" field from the current view should be passed down to the chart containing the annotation data.',
    keys: ['time_range'],
  },
  {
    label: 'Override time grain',
    description:
      'This controls whether the time grain field from the current view should be passed down to the chart containing the annotation data.',
    keys: ['time_grain_sqla', 'granularity'],
  },
] as const;

export type OverrideCheck = (typeof OVERRIDE_CHECKS)[number];

/** Superset only overrides the whole time range: legacy since/until become time_range. */
export function normalizeOverrides(overrides: Record<string, unknown> | undefined) {
  const out = { ...(overrides ?? {}) };
  if ('since' in out || 'until' in out) {
    delete out.since;
    delete out.until;
    out.time_range = null;
  }
  return out;
}

export const isOverridden = (overrides: Record<string, unknown>, check: OverrideCheck) =>
  check.keys[0] in overrides;

export function setOverride(
  overrides: Record<string, unknown>,
  check: OverrideCheck,
  on: boolean,
): Record<string, unknown> {
  const out = { ...overrides };
  for (const key of check.keys) {
    delete out[key];
    if (on) out[key] = null;
  }
  return out;
}

/** A newly chosen source starts over with the time range overridden (Superset's default). */
export const DEFAULT_OVERRIDES = { time_range: null };
