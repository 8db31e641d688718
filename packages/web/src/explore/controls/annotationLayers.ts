/** Annotation layer values and the editor's rules (Superset's AnnotationLayer). */
import { chartRegistry, getChartPlugin, type AnnotationType } from '@tessera/charts';

export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType: string;
  value: string | number | null;
  show: boolean;
  showLabel?: boolean;
  overrides?: Record<string, unknown>;
  color?: string | null;
  opacity?: string;
  style?: string;
  width?: number;
  titleColumn?: string;
  descriptionColumns?: string[];
  timeColumn?: string;
  intervalEndColumn?: string;
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
    style: 'solid',
    opacity: '',
    width: 1,
  };
}

/** Name and value are required. */
export function isAnnotationLayerValid(layer: AnnotationLayerValue): boolean {
  return Boolean(layer.name.trim()) && layer.value !== null && layer.value !== '';
}
