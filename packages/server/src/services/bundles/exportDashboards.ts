/**
 * A dashboard as its bundle file (Superset's ExportDashboardsCommand): its layout as
 * `position` with each CHART carrying its chart's uuid (charts the dashboard holds but the
 * layout does not show appended in a new row), its `json_metadata` as `metadata` with native
 * filters naming their datasets by uuid; with its charts and the filters' datasets (those the
 * exporter reads) when related objects go too.
 */
import { DASHBOARD_VERSION, DASHBOARD_VERSION_KEY } from '@tessera/core';
import { findChartsByIds, type ChartRow } from '../../meta/charts.js';
import { chartIdsOfDashboard } from '../../meta/dashboardContents.js';
import type { DashboardOwnRow } from '../../meta/bundles.js';
import { canReadChart } from '../charts/access.js';
import { canReadDataset } from '../datasets/access.js';
import { exportChart } from './exportCharts.js';
import { exportDataset } from './exportDatasets.js';
import { flag, jsonField, type ExportContext } from './exportContext.js';
import { fileNameOf } from './fileNames.js';
import { isObject, nativeFilterTargets, type JsonObject } from './relinkDashboard.js';

const DEFAULT_CHART = { height: 50, width: 4 };

export const dashboardPath = (row: DashboardOwnRow) =>
  `dashboards/${fileNameOf(row.dashboard_title, row.id)}.yaml`;

/** Superset's layout of a dashboard saved without one: a header and an empty grid. */
function defaultPosition(title: string | null): JsonObject {
  return {
    [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION,
    ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
    GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: title }, type: 'HEADER' },
  };
}

/** A chart as a layout's CHART names it. */
type LayoutChart = Pick<ChartRow, 'id' | 'uuid' | 'slice_name'>;

/** Superset's `append_charts`: the charts in one new row at the end of the grid. */
export function appendCharts(position: JsonObject, charts: LayoutChart[]): void {
  const grid = position.GRID_ID;
  const root = position.ROOT_ID;
  const inGrid =
    isObject(root) &&
    Array.isArray(root.children) &&
    root.children.includes('GRID_ID') &&
    isObject(grid) &&
    Array.isArray(grid.children);
  const ids = charts.map((c) => `CHART-${c.uuid}`);
  let rowId: string | null = null;
  if (inGrid) {
    const children = (grid as { children: unknown[] }).children;
    rowId = `ROW-N-${children.length}`;
    children.push(rowId);
    position[rowId] = {
      children: ids,
      id: rowId,
      meta: { '0': 'ROOT_ID', background: 'BACKGROUND_TRANSPARENT' },
      type: 'ROW',
      parents: ['ROOT_ID', 'GRID_ID'],
    };
  }
  charts.forEach((chart, i) => {
    position[ids[i]] = {
      children: [],
      id: ids[i],
      meta: { chartId: chart.id, ...DEFAULT_CHART, sliceName: chart.slice_name, uuid: chart.uuid },
      type: 'CHART',
      ...(rowId && { parents: ['ROOT_ID', 'GRID_ID', rowId] }),
    };
  });
}

/** The layout to export: each CHART with its chart's uuid, the charts it lacks appended. */
function exportedPosition(row: DashboardOwnRow, charts: ChartRow[]): JsonObject {
  const stored = jsonField(row.position_json);
  const position =
    isObject(stored) && Object.keys(stored).length ? stored : defaultPosition(row.dashboard_title);
  const byId = new Map(charts.map((c) => [c.id, c]));
  const shown = new Set<string>();
  for (const node of Object.values(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) continue;
    const chart = byId.get(node.meta.chartId as number);
    if (chart) node.meta.uuid = chart.uuid;
    if (typeof node.meta.uuid === 'string') shown.add(node.meta.uuid);
  }
  const orphans = charts.filter((c) => !shown.has(c.uuid));
  if (orphans.length) appendCharts(position, orphans);
  return position;
}

/** Native filters' targets by dataset uuid; returns the ids of the datasets they name. */
async function exportedMetadata(ctx: ExportContext, row: DashboardOwnRow) {
  const stored = jsonField(row.json_metadata);
  const metadata: JsonObject = isObject(stored) ? stored : {};
  const targets = nativeFilterTargets(metadata);
  const datasetIds = targets.flatMap((t) =>
    Number.isInteger(t.datasetId) ? [t.datasetId as number] : [],
  );
  const datasets = new Map((await ctx.datasetsOf(datasetIds)).map((d) => [d.id, d]));
  for (const target of targets) {
    const dataset = datasets.get(target.datasetId as number);
    if (!dataset) continue;
    delete target.datasetId;
    target.datasetUuid = dataset.uuid;
  }
  return { metadata, datasets: [...datasets.values()] };
}

/** Adds a dashboard's file and, when `related`, its readable charts and filter datasets. */
export async function exportDashboard(
  ctx: ExportContext,
  row: DashboardOwnRow,
  related: boolean,
): Promise<void> {
  const charts = (await findChartsByIds(ctx.db, await chartIdsOfDashboard(ctx.db, row.id))).filter(
    (c) => canReadChart(ctx.principal, c),
  );
  const { metadata, datasets } = await exportedMetadata(ctx, row);
  ctx.add(dashboardPath(row), {
    dashboard_title: row.dashboard_title,
    description: row.description,
    css: row.css,
    slug: row.slug,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    published: flag(row.published),
    uuid: row.uuid,
    position: exportedPosition(row, charts),
    metadata,
  });
  if (!related) return;
  for (const chart of charts) await exportChart(ctx, chart, true);
  for (const dataset of datasets)
    if (canReadDataset(ctx.principal, dataset))
      await exportDataset(ctx, dataset, { related: true });
}
