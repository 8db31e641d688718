/**
 * A dashboard's charts follow its layout: saving `position_json` (or `positions` in
 * `json_metadata`, as Superset's client saves) makes the dashboard hold exactly the charts of
 * its CHART components. The layout's shape is checked by core's validateLayout; here, that
 * each chart exists and the user may put it there. A chart saved onto a dashboard from
 * explore is appended to its layout as a new row, as Superset does.
 */
import {
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  deleteComponent,
  dropNewComponent,
  newChartsParentId,
  parseLayout,
  validateLayout,
  type DashboardLayout,
  type NewComponentSource,
} from '@tessera/core';
import { findChartsByIds, type ChartRow } from '../../meta/charts.js';
import {
  dashboardIdsOfCharts,
  layoutsOfDashboards,
  setDashboardLayout,
} from '../../meta/dashboardContents.js';
import type { MetaTransaction } from '../../meta/datasets.js';
import type { Principal } from '../../security/principal.js';
import { canReadChart } from '../charts/access.js';

type FieldErrors = Record<string, string[]>;
type Db = Parameters<typeof findChartsByIds>[0];

/**
 * The chart ids of a layout sent in `field` (already checked by the request schema), or
 * an error naming the CHART whose chart is not one the user may put on a dashboard: one it
 * reads, or one the dashboard already holds (`held`).
 */
export async function layoutChartIds(
  db: Db,
  p: Principal,
  layout: unknown,
  field: string,
  errors: FieldErrors,
  held: number[] = [],
): Promise<number[] | null> {
  const check = validateLayout(layout);
  if (check.errors.length) {
    (errors[field] ??= []).push(...check.errors);
    return null;
  }
  const found = await findChartsByIds(db, check.chartIds);
  const usable = new Set(
    found.filter((c: ChartRow) => held.includes(c.id) || canReadChart(p, c)).map((c) => c.id),
  );
  for (const item of Object.values(check.layout)) {
    const chartId = item.meta.chartId;
    if (item.type === 'CHART' && !usable.has(chartId as number))
      (errors[field] ??= []).push(
        `Component "${item.id}" (CHART) shows chart ${String(chartId)}, which does not exist.`,
      );
  }
  return errors[field] ? null : check.chartIds;
}

/** The layout of a stored `position_json`, or null when it has none (or it is unreadable). */
export function storedLayout(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Superset's `add_to_dashboard`: the chart in a new ROW at the end of the grid (or of the
 * top-level tabs' first tab), by core's drop of a new component.
 */
function withChartRow(
  layout: DashboardLayout,
  chart: { id: number; slice_name: string; uuid: string },
): DashboardLayout {
  const parentId = newChartsParentId(layout);
  const source: NewComponentSource = {
    type: 'CHART',
    chartId: chart.id,
    sliceName: chart.slice_name,
    uuid: chart.uuid,
  };
  const target = { parentId, index: layout[parentId]?.children.length ?? 0 };
  return dropNewComponent(layout, source, target).layout;
}

/**
 * A layout without the CHART components of the given charts, by core's delete (the rows and
 * columns they leave empty go too), so that a layout never shows a chart it no longer holds.
 */
function withoutCharts(layout: DashboardLayout, chartIds: number[]): DashboardLayout {
  const gone = Object.values(layout).filter(
    (c) => c.type === 'CHART' && chartIds.includes(c.meta.chartId as number),
  );
  return gone.reduce((next, c) => deleteComponent(next, c.id).layout, layout);
}

/** A layout as stored, with Superset's version key. */
const layoutText = (layout: DashboardLayout) =>
  JSON.stringify({ ...layout, [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION });

/**
 * After a chart's dashboards changed: appended to the layouts of those it joined (that have
 * a layout), taken out of the layouts of those it left.
 */
export async function followChartDashboards(
  trx: MetaTransaction,
  chart: { id: number; slice_name: string; uuid: string },
  joined: number[],
  left: number[],
): Promise<void> {
  for (const d of await layoutsOfDashboards(trx, [...joined, ...left])) {
    const layout = parseLayout(d.position_json);
    if (!layout) continue;
    const shown = Object.values(layout).some(
      (c) => c.type === 'CHART' && c.meta.chartId === chart.id,
    );
    if (joined.includes(d.id) === shown) continue;
    const next = shown ? withoutCharts(layout, [chart.id]) : withChartRow(layout, chart);
    if (next !== layout) await setDashboardLayout(trx, d.id, layoutText(next));
  }
}

/** Before charts are deleted: their CHART components leave every layout showing them. */
export async function removeChartsFromLayouts(
  trx: MetaTransaction,
  chartIds: number[],
): Promise<void> {
  for (const d of await layoutsOfDashboards(trx, await dashboardIdsOfCharts(trx, chartIds))) {
    const layout = parseLayout(d.position_json);
    const next = layout && withoutCharts(layout, chartIds);
    if (next && next !== layout) await setDashboardLayout(trx, d.id, layoutText(next));
  }
}
