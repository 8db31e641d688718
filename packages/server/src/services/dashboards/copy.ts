/**
 * Save as (Superset's `CopyDashboardCommand` / `DashboardDAO.copy_dashboard`): a new draft
 * dashboard owned by the user with the sent title, CSS and metadata, the layout sent in the
 * metadata's `positions` (else the original's), and the original's charts, or copies of them
 * (`duplicate_slices`, owned by the user) with the layout and metadata pointing at the copies.
 */
import { randomUUID } from 'node:crypto';
import type { DashboardCopy, DashboardLayout } from '@tessera/core';
import { ValidationError } from '../../errors.js';
import { findChartsByIds, insertChart } from '../../meta/charts.js';
import { chartIdsOfDashboard, setDashboardCharts } from '../../meta/dashboardContents.js';
import { insertDashboard, type DashboardRow } from '../../meta/dashboards.js';
import type { MetaTransaction } from '../../meta/datasets.js';
import { setOwners } from '../../meta/owners.js';
import { nowIso } from '../../meta/store.js';
import type { Principal } from '../../security/principal.js';
import type { DashboardService } from './dashboardService.js';
import { layoutChartIds, storedLayout } from './layouts.js';
import { newDashboardRow } from './writes.js';

type Mapping = Map<number, number>;

/** Copies of the charts, owned by the user; answers old id → new id. */
async function duplicateCharts(trx: MetaTransaction, p: Principal, ids: number[]) {
  const mapping: Mapping = new Map();
  const now = nowIso();
  for (const c of await findChartsByIds(trx, ids)) {
    const id = await insertChart(trx, {
      uuid: randomUUID(),
      slice_name: c.slice_name,
      viz_type: c.viz_type,
      datasource_id: c.datasource_id,
      datasource_type: c.datasource_type,
      params: c.params,
      query_context: c.query_context,
      description: c.description,
      cache_timeout: c.cache_timeout,
      perm: c.perm,
      schema_perm: c.schema_perm,
      certified_by: c.certified_by,
      certification_details: c.certification_details,
      is_managed_externally: 0,
      external_url: null,
      last_saved_at: now,
      last_saved_by_fk: p.id,
      created_on: now,
      changed_on: now,
      created_by_fk: p.id,
      changed_by_fk: p.id,
    });
    await setOwners(trx, 'chart', id, [p.id]);
    mapping.set(c.id, id);
  }
  return mapping;
}

/** The layout with each CHART pointing at its chart's copy. */
function remapLayout(layout: Record<string, unknown>, mapping: Mapping) {
  const out: Record<string, unknown> = { ...layout };
  for (const [id, item] of Object.entries(layout as DashboardLayout)) {
    const chartId = item?.type === 'CHART' ? (item.meta?.chartId as number) : undefined;
    if (chartId !== undefined && mapping.has(chartId))
      out[id] = { ...item, meta: { ...item.meta, chartId: mapping.get(chartId) } };
  }
  return out;
}

/** Superset's `set_dash_metadata` renumbering: the chart-keyed metadata of the copies. */
function remapMetadata(metadata: Record<string, unknown>, mapping: Mapping) {
  const key = (k: string) => String(mapping.get(Number(k)) ?? k);
  const out = { ...metadata };
  for (const name of ['expanded_slices', 'chart_configuration', 'filter_scopes'] as const) {
    const value = metadata[name];
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    out[name] = Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const inner = v as { id?: unknown } | null;
        const moved =
          name === 'chart_configuration' && inner && typeof inner === 'object'
            ? { ...inner, id: mapping.get(Number(inner.id)) ?? inner.id }
            : v;
        return [key(k), moved];
      }),
    );
  }
  if (Array.isArray(metadata.timed_refresh_immune_slices))
    out.timed_refresh_immune_slices = metadata.timed_refresh_immune_slices.map(
      (id) => mapping.get(id as number) ?? id,
    );
  return out;
}

/** Copies a dashboard the user sees; answers the copy's id and change time. */
export async function copyDashboard(
  dashboards: DashboardService,
  p: Principal,
  source: DashboardRow,
  body: DashboardCopy,
): Promise<{ id: number; changedOn: string }> {
  const db = dashboards.db;
  const { positions, ...metadata } = (
    body.json_metadata?.trim() ? JSON.parse(body.json_metadata) : {}
  ) as Record<string, unknown>;
  const sent =
    positions && typeof positions === 'object' ? (positions as Record<string, unknown>) : null;
  const layout = sent ?? storedLayout(source.position_json);
  const held = await chartIdsOfDashboard(db, source.id);
  const errors: Record<string, string[]> = {};
  const shown = layout ? await layoutChartIds(db, p, layout, 'json_metadata', errors, held) : [];
  if (!shown) throw new ValidationError(errors, 400);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx: MetaTransaction) => {
    const mapping = body.duplicate_slices ? await duplicateCharts(trx, p, held) : new Map();
    const charts = (layout && Object.keys(layout).length ? shown : held).map(
      (c) => mapping.get(c) ?? c,
    );
    const newId = await insertDashboard(trx, {
      ...newDashboardRow(p, now),
      dashboard_title: body.dashboard_title ?? null,
      position_json: layout ? JSON.stringify(remapLayout(layout, mapping)) : null,
      json_metadata: JSON.stringify(remapMetadata(metadata, mapping)),
      css: body.css ?? null,
    });
    await setOwners(trx, 'dashboard', newId, [p.id]);
    await setDashboardCharts(trx, newId, charts);
    return newId;
  });
  return { id, changedOn: now };
}
