/**
 * One colour per label across the dashboard's charts: a label colour namespace per dashboard
 * (charts/src/shared/color/colorScale.ts), where the dashboard's `label_colors` (and the
 * older map form of `shared_label_colors`) fix a label's colour, and every other label keeps
 * the colour it first got in a scheme, in every chart.
 */
import type { DashboardMetadata } from '@tessera/core';
import { LabelColorNamespace } from '@tessera/charts';

export function labelColorsOf(metadata: DashboardMetadata): LabelColorNamespace {
  const namespace = new LabelColorNamespace();
  const shared = metadata.shared_label_colors;
  const fixed = { ...(shared && !Array.isArray(shared) ? shared : {}), ...metadata.label_colors };
  for (const [label, color] of Object.entries(fixed)) namespace.setColor(label, color);
  return namespace;
}
