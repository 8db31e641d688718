/**
 * The two partial writes of a dashboard's `json_metadata` (Superset 4): its colour keys
 * (`PUT /<pk>/colors`, the change time kept unless `mark_updated`) and its native filters
 * (`PUT /<pk>/filters`: changed and new filters by id, removals, the new order; the
 * configuration they make checked whole, nativeFilterChecks.ts, before it is written).
 */
import {
  DASHBOARD_JSON_LIMIT,
  longerThan,
  type DashboardColors,
  type DashboardFiltersUpdate,
} from '@tessera/core';
import { ValidationError } from '../../errors.js';
import { updateDashboard, type DashboardPatch, type DashboardRow } from '../../meta/dashboards.js';
import { nowIso } from '../../meta/store.js';
import type { Principal } from '../../security/principal.js';
import { storedJsonObject } from '../storedValues.js';
import { assertNativeFilterConfiguration } from './nativeFilterChecks.js';

type Filter = Record<string, unknown> & { id?: unknown };
type Db = Parameters<typeof updateDashboard>[0];

function metadataText(metadata: Record<string, unknown>): string {
  const text = JSON.stringify(metadata);
  if (text.length > DASHBOARD_JSON_LIMIT)
    throw new ValidationError({ json_metadata: [longerThan(DASHBOARD_JSON_LIMIT)] }, 400);
  return text;
}

/** Sets the colour keys sent. */
export async function updateColors(
  db: Db,
  p: Principal,
  row: DashboardRow,
  colors: DashboardColors,
  markUpdated: boolean,
): Promise<void> {
  const metadata = storedJsonObject(row.json_metadata, 'dashboards.json_metadata') ?? {};
  for (const [key, value] of Object.entries(colors)) if (value !== undefined) metadata[key] = value;
  const patch: DashboardPatch = { json_metadata: metadataText(metadata) };
  if (markUpdated) Object.assign(patch, { changed_on: nowIso(), changed_by_fk: p.id });
  await updateDashboard(db, row.id, patch);
}

/** Superset's `update_native_filters_config`; answers the new filter configuration. */
export function nativeFiltersAfter(current: Filter[], change: DashboardFiltersUpdate): Filter[] {
  const modified = change.modified ?? [];
  const deleted = new Set(change.deleted ?? []);
  const reordered = [...(change.reordered ?? [])];
  const byId = new Map(modified.map((f) => [f.id, f]));
  const updated: Filter[] = current
    .filter((f) => !deleted.has(f.id as string))
    .map((f) => byId.get(f.id as string) ?? f);
  const known = new Set(current.map((f) => f.id));
  for (const f of modified) {
    if (known.has(f.id)) continue;
    updated.push(f);
    if (reordered.length && !reordered.includes(f.id)) reordered.push(f.id);
  }
  if (!reordered.length) return updated;
  const index = new Map(reordered.map((id, i) => [id, i]));
  return updated
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        (index.get(a.f.id as string) ?? reordered.length) -
          (index.get(b.f.id as string) ?? reordered.length) || a.i - b.i,
    )
    .map(({ f }) => f);
}

export async function updateNativeFilters(
  db: Db,
  p: Principal,
  row: DashboardRow,
  change: DashboardFiltersUpdate,
): Promise<Filter[]> {
  const metadata = storedJsonObject(row.json_metadata, 'dashboards.json_metadata') ?? {};
  const current = Array.isArray(metadata.native_filter_configuration)
    ? (metadata.native_filter_configuration as Filter[])
    : [];
  const filters = nativeFiltersAfter(current, change);
  await assertNativeFilterConfiguration(db, filters);
  metadata.native_filter_configuration = filters;
  await updateDashboard(db, row.id, {
    json_metadata: metadataText(metadata),
    changed_on: nowIso(),
    changed_by_fk: p.id,
  });
  return filters;
}
