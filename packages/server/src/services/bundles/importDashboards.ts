/**
 * A bundle's dashboard (Superset's `import_dashboard` after `update_id_refs`): its layout and
 * metadata pointed at this store's charts and datasets (relinkDashboard.ts), then checked and
 * stored as the dashboard API checks and stores a dashboard (core's DashboardCreate, then
 * `checkDashboardWrite`: slug, layout, charts the user may show, native filter datasets); its
 * charts are those of its layout. Overwritten only by an owner (or an admin) who sees it.
 */
import { bundleFileErrors, DashboardCreate, type DashboardBundleFile } from '@tessera/core';
import { findDashboardByUuid } from '../../meta/bundles.js';
import { chartIdsOfDashboard, setDashboardCharts } from '../../meta/dashboardContents.js';
import { dashboardVisibleTo, insertDashboard, updateDashboard } from '../../meta/dashboards.js';
import { ownerIds, setOwners } from '../../meta/owners.js';
import { dashboardViewer } from '../dashboards/access.js';
import { checkDashboardWrite, newDashboardRow } from '../dashboards/writes.js';
import type { BundleConfig } from './bundleConfigs.js';
import type { ImportRun } from './importRun.js';
import {
  isObject,
  nativeFilterTargets,
  relinkDashboard,
  type JsonObject,
} from './relinkDashboard.js';

/** Bundle uuid -> id here of the charts a layout names (those found). */
async function layoutCharts(run: ImportRun, position: JsonObject): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const node of Object.values(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) continue;
    const uuid = node.meta.uuid;
    if (typeof uuid !== 'string' || ids.has(uuid.toLowerCase())) continue;
    const id = await run.chartId(uuid);
    if (id !== undefined) ids.set(uuid.toLowerCase(), id);
  }
  return ids;
}

/** Bundle uuid -> id here of the datasets native filters name (those found). */
async function filterDatasets(run: ImportRun, metadata: JsonObject): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const target of nativeFilterTargets(metadata)) {
    if (typeof target.datasetUuid !== 'string') continue;
    const id = await run.datasetId(target.datasetUuid);
    if (id !== undefined) ids.set(target.datasetUuid, id);
  }
  return ids;
}

/** Whether the importer may overwrite the stored dashboard: they see it and own it (or admin). */
async function mayOverwrite(run: ImportRun, id: number): Promise<boolean> {
  if (run.isAdmin) return true;
  const viewer = dashboardViewer(run.deps.ctx, run.principal);
  if (viewer && !(await dashboardVisibleTo(run.trx, id, viewer))) return false;
  return (await ownerIds(run.trx, 'dashboard', id)).includes(run.userId);
}

/** The dashboard as the API's create body, pointed at this store's objects. */
async function dashboardBody(run: ImportRun, config: DashboardBundleFile) {
  const stored = structuredClone({
    position: config.position ?? {},
    metadata: config.metadata ?? {},
  });
  const charts = await layoutCharts(run, stored.position);
  const datasets = await filterDatasets(run, stored.metadata);
  const { position, metadata } = relinkDashboard(
    stored.position,
    stored.metadata,
    (meta) => (typeof meta.uuid === 'string' ? charts.get(meta.uuid.toLowerCase()) : undefined),
    datasets,
  );
  return DashboardCreate.safeParse({
    dashboard_title: config.dashboard_title,
    slug: config.slug ?? null,
    css: config.css ?? null,
    position_json: Object.keys(position).length ? JSON.stringify(position) : null,
    json_metadata: JSON.stringify(metadata),
    published: config.published ?? false,
    certified_by: config.certified_by ?? null,
    certification_details: config.certification_details ?? null,
    external_url: config.external_url ?? null,
    is_managed_externally: config.is_managed_externally ?? null,
  });
}

/** Imports one dashboard file; answers its id here (or undefined, its problem recorded). */
export async function importDashboard(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as DashboardBundleFile;
  const existing = await findDashboardByUuid(run.trx, file.uuid);
  const disposition = run.disposition(file, !!existing, overwrite, 'Dashboard', [
    'Dashboard',
    'dashboards',
  ]);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') return existing!.id;
  if (existing && !(await mayOverwrite(run, existing.id)))
    return run.fail(
      file,
      "A dashboard already exists and user doesn't have permissions to overwrite it",
    );

  const body = await dashboardBody(run, config);
  if (!body.success) return run.fail(file, bundleFileErrors(body.error));
  const errors: Record<string, string[]> = {};
  const current = existing && {
    id: existing.id,
    held: await chartIdsOfDashboard(run.trx, existing.id),
  };
  const write = await checkDashboardWrite(run.trx, run.principal, body.data, errors, current);
  if (Object.keys(errors).length) return run.fail(file, errors);

  const patch = { ...write.patch, description: config.description ?? null };
  let id: number;
  if (existing) {
    id = existing.id;
    await updateDashboard(run.trx, id, {
      ...patch,
      changed_on: run.now,
      changed_by_fk: run.userId,
    });
    const owners = await ownerIds(run.trx, 'dashboard', id);
    if (!owners.includes(run.userId))
      await setOwners(run.trx, 'dashboard', id, [...owners, run.userId]);
  } else {
    const row = { ...newDashboardRow(run.principal, run.now), ...patch, uuid: file.uuid };
    id = await insertDashboard(run.trx, row);
    await setOwners(run.trx, 'dashboard', id, [run.userId]);
  }
  await setDashboardCharts(run.trx, id, write.chartIds ?? []);
  return id;
}
