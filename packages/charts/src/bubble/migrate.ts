import type { QueryFormData } from '../types.js';

/** Legacy keys and the bubble_v2 keys Superset's migration (MigrateBubbleChart) renames them to. */
const RENAMED: Record<string, string> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  limit: 'row_limit',
  x_axis_format: 'xAxisFormat',
  x_log_scale: 'logXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logYAxis',
};
const REMOVED = new Set(['x_axis_showminmax']);

const isAutoMargin = (value: unknown) => !value || value === 'auto';

/**
 * The legacy (nvd3) bubble chart's form data as bubble_v2 reads it: renamed keys, an axis
 * title's margin of 30 when the legacy margin was "auto", the 45° tick layout as a rotation.
 */
export function toBubbleV2FormData(formData: QueryFormData): QueryFormData {
  const data: QueryFormData = { ...formData };
  if (data.x_axis_label && isAutoMargin(data.bottom_margin)) data.bottom_margin = 30;
  else if (isAutoMargin(data.bottom_margin)) delete data.bottom_margin;
  if (data.y_axis_label && isAutoMargin(data.left_margin)) data.left_margin = 30;
  else if (isAutoMargin(data.left_margin)) delete data.left_margin;
  if (data.x_ticks_layout !== undefined && data.x_ticks_layout !== null)
    data.x_ticks_layout = data.x_ticks_layout === '45°' ? 45 : 0;
  const migrated: QueryFormData = { datasource: data.datasource, viz_type: 'bubble_v2' };
  for (const [key, value] of Object.entries(data)) {
    if (REMOVED.has(key) || key === 'viz_type' || key === 'datasource') continue;
    const target = RENAMED[key] ?? key;
    // a v2 key saved next to its legacy one wins
    if (target !== key && data[target] !== undefined && data[target] !== null) continue;
    if (value === undefined || value === null) {
      if (!(target in migrated)) migrated[target] = value;
      continue;
    }
    migrated[target] = value;
  }
  return migrated;
}

/**
 * A legacy bubble chart's form data as its controls (bubble_v2's) read it: migrated, still
 * of the legacy key, so that it is saved as the chart it was.
 */
export function migrateFormData(formData: QueryFormData): QueryFormData {
  return { ...toBubbleV2FormData(formData), viz_type: formData.viz_type };
}
