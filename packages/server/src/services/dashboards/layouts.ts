/**
 * A dashboard's charts follow its layout: saving `position_json` (or `positions` in
 * `json_metadata`, as Superset's client saves) makes the dashboard hold exactly the charts of
 * its CHART components. The layout's shape is checked by core's validateLayout; here, that
 * each chart exists and the user may put it there. A chart saved onto a dashboard from
 * explore is appended to its layout as a new row, as Superset does.
 */
import {
  GRID,
  GRID_ID,
  ROOT_ID,
  newComponentId,
  validateLayout,
  type DashboardLayout,
  type LayoutItem,
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

/** Superset's `add_to_dashboard`: a new ROW at the grid's end holding one CHART of the chart. */
export function withChartRow(
  layout: Record<string, unknown>,
  chart: { id: number; slice_name: string; uuid: string },
): Record<string, unknown> {
  const items = layout as DashboardLayout;
  const grid = items[GRID_ID] ?? Object.values(items).find((c) => c?.type === 'GRID');
  if (!grid) return layout;
  const rowId = newComponentId('ROW');
  const chartId = newComponentId('CHART');
  const parents = [...(grid.parents ?? [ROOT_ID]), grid.id];
  const row: LayoutItem = {
    id: rowId,
    type: 'ROW',
    children: [chartId],
    parents,
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  const chartItem: LayoutItem = {
    id: chartId,
    type: 'CHART',
    children: [],
    parents: [...parents, rowId],
    meta: {
      chartId: chart.id,
      width: GRID.defaultChartWidth,
      height: GRID.defaultChartHeight,
      sliceName: chart.slice_name,
      uuid: chart.uuid,
    },
  };
  return {
    ...layout,
    [grid.id]: { ...grid, children: [...grid.children, rowId] },
    [rowId]: row,
    [chartId]: chartItem,
  };
}

/**
 * A layout without the CHART components of the given charts (rows and columns they leave
 * empty go too), so that a dashboard's layout never shows a chart it no longer holds.
 */
export function withoutCharts(
  layout: Record<string, unknown>,
  chartIds: number[],
): Record<string, unknown> {
  const items = { ...(layout as DashboardLayout) };
  let gone = Object.values(items).filter(
    (c) => c?.type === 'CHART' && chartIds.includes(c.meta?.chartId as number),
  );
  while (gone.length) {
    const ids = new Set(gone.map((c) => c.id));
    for (const id of ids) delete items[id];
    const emptied: LayoutItem[] = [];
    for (const [id, item] of Object.entries(items)) {
      if (!item || !Array.isArray(item.children) || !item.children.some((c) => ids.has(c)))
        continue;
      const children = item.children.filter((c) => !ids.has(c));
      items[id] = { ...item, children };
      if (!children.length && (item.type === 'ROW' || item.type === 'COLUMN'))
        emptied.push(items[id]);
    }
    gone = emptied;
  }
  return items;
}

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
    const layout = storedLayout(d.position_json);
    if (!layout || !Object.keys(layout).length) continue;
    const shown = Object.values(layout as DashboardLayout).some(
      (c) => c?.type === 'CHART' && c.meta?.chartId === chart.id,
    );
    if (joined.includes(d.id) === shown) continue;
    const next = shown ? withoutCharts(layout, [chart.id]) : withChartRow(layout, chart);
    await setDashboardLayout(trx, d.id, JSON.stringify(next));
  }
}

/** Before charts are deleted: their CHART components leave every layout showing them. */
export async function removeChartsFromLayouts(
  trx: MetaTransaction,
  chartIds: number[],
): Promise<void> {
  for (const d of await layoutsOfDashboards(trx, await dashboardIdsOfCharts(trx, chartIds))) {
    const layout = storedLayout(d.position_json);
    if (layout)
      await setDashboardLayout(trx, d.id, JSON.stringify(withoutCharts(layout, chartIds)));
  }
}
