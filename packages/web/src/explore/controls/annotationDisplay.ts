/**
 * The annotation layer's display configuration and a table source's columns (Superset's
 * AnnotationLayer "Display configuration" and "Annotation Slice Configuration").
 */
import type { AnnotationLayerValue } from './annotationLayers';

/** Superset's AUTOMATIC_COLOR: the chart's colour scheme picks the layer's colour. */
export const AUTOMATIC_COLOR = '';

export const DISPLAY_TEXTS = {
  display: 'Display configuration',
  displayInfo: 'Configure your how you overlay is displayed here.',
  slice: 'Annotation Slice Configuration',
  sliceInfo: 'This section allows you to configure how to use the slice to generate annotations.',
  automaticColor: 'Automatic Color',
  showLabelInfo: 'Whether to always show the annotation label',
  dateTimeInfo: 'This column must contain date/time information.',
  titleInfo: 'Pick a title for you annotation.',
  descriptionInfo:
    "Pick one or more columns that should be shown in the annotation. If you don't select a column all of them will be shown.",
} as const;

export const STYLE_OPTIONS = [
  { value: 'solid', label: 'Solid' },
  { value: 'dashed', label: 'Dashed' },
  { value: 'longDashed', label: 'Long dashed' },
  { value: 'dotted', label: 'Dotted' },
];

export const OPACITY_OPTIONS = [
  { value: '', label: 'Solid' },
  { value: 'opacityLow', label: '0.2' },
  { value: 'opacityMedium', label: '0.5' },
  { value: 'opacityHigh', label: '0.8' },
];

/** "Show Markers" and "Hide Line" apply to the layers drawn as lines. */
export const hasLineDisplay = (layer: AnnotationLayerValue) =>
  layer.annotationType === 'FORMULA' || layer.annotationType === 'TIME_SERIES';

/** Event and interval layers read their fields from a chosen table chart's columns. */
export const hasSliceColumns = (layer: AnnotationLayerValue) =>
  (layer.annotationType === 'EVENT' || layer.annotationType === 'INTERVAL') &&
  layer.sourceType === 'table' &&
  layer.value !== null;

/** A newly chosen source chart clears the columns picked from the previous one. */
export const CLEARED_SLICE_COLUMNS = {
  timeColumn: undefined,
  intervalEndColumn: undefined,
  titleColumn: undefined,
  descriptionColumns: [],
} satisfies Partial<AnnotationLayerValue>;

export const TIMESTAMP_COLUMN = '__timestamp';

export interface SliceColumns {
  columns: string[];
  /** The time column's choices: `__timestamp` first when the table includes the time. */
  timeColumns: string[];
}

const columnName = (column: unknown): string | undefined => {
  if (typeof column === 'string') return column;
  if (column && typeof column === 'object') {
    const { label, sqlExpression, column_name } = column as Record<string, unknown>;
    const name = label ?? column_name ?? sqlExpression;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
};

/** The source chart's group-by and raw columns, read from its saved `params`. */
export function sliceColumns(params: string | Record<string, unknown> | null | undefined) {
  let formData: Record<string, unknown> = {};
  if (typeof params === 'string') {
    try {
      formData = (JSON.parse(params) as Record<string, unknown>) ?? {};
    } catch {
      formData = {};
    }
  } else if (params) formData = params;
  const list = (key: string) => (Array.isArray(formData[key]) ? (formData[key] as unknown[]) : []);
  const names = [...list('groupby'), ...list('all_columns')]
    .map(columnName)
    .filter((n): n is string => Boolean(n));
  const columns = [...new Set(names)];
  return {
    columns,
    timeColumns: formData.include_time ? [TIMESTAMP_COLUMN, ...columns] : columns,
  } satisfies SliceColumns;
}
