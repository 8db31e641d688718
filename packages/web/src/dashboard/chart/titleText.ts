/** A chart's title on the dashboard: the layout's `sliceNameOverride`, or the chart's name. */
import type { DashboardChart as Chart, LayoutItem } from '@tessera/core';

/** The chart's own name (its saved name, or the one the layout remembers). */
export function chartName(chart: Chart, item: LayoutItem): string {
  return chart.slice_name || (typeof item.meta.sliceName === 'string' ? item.meta.sliceName : '');
}

/** The chart's title on the dashboard. */
export function chartTitle(chart: Chart, item: LayoutItem): string {
  const override = item.meta.sliceNameOverride;
  if (typeof override === 'string' && override) return override;
  return chartName(chart, item);
}

/**
 * The `sliceNameOverride` a typed title makes: none (the chart's name again) when it is empty
 * or the chart's own name.
 */
export function titleOverride(typed: string, name: string): string | undefined {
  const text = typed.trim();
  return text && text !== name ? text : undefined;
}
