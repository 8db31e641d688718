import { getControlPanel } from './controlPanels.js';
import { resolveControlPanel } from './shared/controls/controlPanel.js';
import type { QueryFormData } from './types.js';

/** Keys dashboards set that only change colours. */
const RENDER_ONLY_KEYS = new Set(['label_colors', 'shared_label_colors', 'map_label_colors']);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The form data keys whose values differ. */
export function changedFormDataKeys(prev: Partial<QueryFormData>, next: Partial<QueryFormData>) {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  return [...keys].filter((key) => !sameValue(prev[key], next[key]));
}

/**
 * Whether a form data change needs a new query: false when every changed control is a
 * render trigger of the chart type (the chart re-runs transformProps on the results it
 * has), true otherwise (or when the chart type changed).
 */
export function needsNewQuery(prev: Partial<QueryFormData>, next: Partial<QueryFormData>): boolean {
  if (prev.viz_type !== next.viz_type) return true;
  const panel = typeof next.viz_type === 'string' ? getControlPanel(next.viz_type) : undefined;
  if (!panel) return true;
  const renderTriggers = new Set(
    resolveControlPanel(panel)
      .filter((control) => control.config.renderTrigger)
      .map((control) => control.name),
  );
  return changedFormDataKeys(prev, next).some(
    (key) => !renderTriggers.has(key) && !RENDER_ONLY_KEYS.has(key),
  );
}
