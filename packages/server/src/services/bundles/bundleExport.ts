/**
 * Exports as Superset's `/<resource>/export/` and `/assets/export/` answer them: a ZIP whose
 * one folder `<resource>_export_<YYYYMMDDTHHMMSS>` holds `metadata.yaml` and a YAML file per
 * object with what it needs (a dashboard its charts, their datasets and databases, the
 * annotation layers and source charts of their annotations). The
 * objects asked for must all be ones the user sees (else 404, as Superset's DAO filter);
 * what they need goes in only when the user reads it too.
 */
import { BUNDLE_METADATA_FILE, BUNDLE_VERSION } from '@tessera/core';
import { NotFoundError } from '../../errors.js';
import { allIdsOf, findDatabasesByIds, type BundleKind } from '../../meta/bundles.js';
import { findChartsByIds } from '../../meta/charts.js';
import { dashboardVisibleTo, findDashboardsByIds } from '../../meta/dashboards.js';
import { findSavedQueriesByIds } from '../../meta/savedQueries.js';
import { isAdminPrincipal } from '../../security/principal.js';
import { canReadChart } from '../charts/access.js';
import { dashboardViewer } from '../dashboards/access.js';
import { isDatabaseVisible } from '../databases/access.js';
import { canReadDataset } from '../datasets/access.js';
import { zipBuffer } from '../../chartData/formats/zip.js';
import type { ServiceContext } from '../context.js';
import type { ExportContext } from './exportContext.js';
import { exportAllAnnotationLayers } from './exportAnnotations.js';
import { exportChart } from './exportCharts.js';
import { exportDashboard } from './exportDashboards.js';
import { exportDatabaseWithDatasets } from './exportDatabases.js';
import { exportDataset } from './exportDatasets.js';
import { exportSavedQuery } from './exportSavedQueries.js';
import { dumpYaml } from './yamlText.js';

/** The resources with an `/export/` and `/import/` of their own. */
export const BUNDLE_RESOURCES = [
  'dashboard',
  'chart',
  'dataset',
  'database',
  'saved_query',
] as const;
export type BundleResource = (typeof BUNDLE_RESOURCES)[number];

interface Exporter<Row> {
  /** `metadata.yaml`'s type (the model's class name in Superset). */
  type: string;
  /** The folder of the kind's files. */
  kind: BundleKind;
  /** The objects the user sees among `ids`, in id order. */
  visible(ctx: ExportContext, service: ServiceContext, ids: number[]): Promise<Row[]>;
  /** Adds an object's file, and with `related` the files of what it needs. */
  add(ctx: ExportContext, row: Row, related: boolean): Promise<void>;
}

/** An exporter of some row type, as the table of exporters holds it. */
type AnyExporter = Exporter<unknown>;
const asExporter = <Row>(e: Exporter<Row>) => e as unknown as AnyExporter;

export const EXPORTERS: Record<BundleResource, AnyExporter> = {
  dashboard: asExporter({
    type: 'Dashboard',
    kind: 'dashboards',
    async visible(ctx, service, ids) {
      const viewer = dashboardViewer(service, ctx.principal);
      const rows = await findDashboardsByIds(ctx.db, ids);
      const seen = [];
      for (const row of rows.sort((a, b) => a.id - b.id))
        if (viewer === null || (await dashboardVisibleTo(ctx.db, row.id, viewer))) seen.push(row);
      return seen;
    },
    add: exportDashboard,
  }),
  chart: asExporter({
    type: 'Slice',
    kind: 'charts',
    visible: async (ctx, _, ids) =>
      (await findChartsByIds(ctx.db, ids)).filter((c) => canReadChart(ctx.principal, c)),
    add: exportChart,
  }),
  dataset: asExporter({
    type: 'SqlaTable',
    kind: 'datasets',
    visible: async (ctx, _, ids) =>
      (await ctx.datasetsOf(ids)).filter((d) => canReadDataset(ctx.principal, d)),
    add: (ctx, row, related) => exportDataset(ctx, row, { related }),
  }),
  database: asExporter({
    type: 'Database',
    kind: 'databases',
    visible: async (ctx, _, ids) =>
      (await findDatabasesByIds(ctx.db, ids)).filter((d) => isDatabaseVisible(ctx.principal, d)),
    add: exportDatabaseWithDatasets,
  }),
  saved_query: asExporter({
    type: 'SavedQuery',
    kind: 'queries',
    visible: async (ctx, _, ids) =>
      (await findSavedQueriesByIds(ctx.db, ids))
        .filter((q) => isAdminPrincipal(ctx.principal) || q.user_id === ctx.principal.id)
        .sort((a, b) => a.id - b.id),
    add: exportSavedQuery,
  }),
};

/** Python's `datetime.now(timezone.utc).isoformat()`: microseconds and `+00:00`. */
function isoTimestamp(now: Date): string {
  return now.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00');
}

/** `YYYYMMDDTHHMMSS`, as Superset stamps an export's name. */
function fileStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

function addMetadata(ctx: ExportContext, type: string, now: Date): void {
  ctx.addText(
    BUNDLE_METADATA_FILE,
    dumpYaml({ version: BUNDLE_VERSION, type, timestamp: isoTimestamp(now) }),
  );
}

/** The objects with their related ones, all of them or 404. */
export async function exportObjects(
  ctx: ExportContext,
  service: ServiceContext,
  resource: BundleResource,
  ids: number[],
  now: Date,
): Promise<void> {
  const exporter = EXPORTERS[resource];
  const unique = [...new Set(ids)];
  const rows = await exporter.visible(ctx, service, unique);
  if (!unique.length || rows.length !== unique.length) throw new NotFoundError();
  addMetadata(ctx, exporter.type, now);
  for (const row of rows) await exporter.add(ctx, row, true);
}

/**
 * Every database, dataset, chart, dashboard and saved query the user sees, each on its own,
 * and every annotation layer when the user reads annotations.
 */
export async function exportAssets(
  ctx: ExportContext,
  service: ServiceContext,
  now: Date,
): Promise<void> {
  addMetadata(ctx, 'assets', now);
  for (const resource of ['database', 'dataset', 'chart', 'dashboard', 'saved_query'] as const) {
    const exporter = EXPORTERS[resource];
    const ids = await allIdsOf(ctx.db, exporter.kind);
    for (const row of await exporter.visible(ctx, service, ids))
      await exporter.add(ctx, row, false);
  }
  await exportAllAnnotationLayers(ctx);
}

/** The bundle as a ZIP, its files under `<name>/`; and the download's file name. */
export async function zipBundle(
  ctx: ExportContext,
  prefix: string,
  now: Date,
): Promise<{ filename: string; zip: Buffer }> {
  const root = `${prefix}_export_${fileStamp(now)}`;
  const entries = ctx
    .entries()
    .map(([path, text]) => ({ name: `${root}/${path}`, content: [text] }));
  return { filename: `${root}.zip`, zip: await zipBuffer(entries, now) };
}
