/**
 * What a dashboard create or update checks and stores: owners are users, roles exist, the
 * slug is free, and the layout (`position_json`, or `positions` inside `json_metadata` as
 * Superset's client sends it) names charts the user may put there; the layout then decides
 * the dashboard's charts; native filters target datasets that exist. Field errors are
 * gathered before anything is written.
 */
import type { DashboardCreate } from '@tessera/core';
import { countRolesWithIds } from '../../meta/roles.js';
import { randomUUID } from 'node:crypto';
import { slugTaken, type DashboardPatch, type NewDashboard } from '../../meta/dashboards.js';
import type { Principal } from '../../security/principal.js';
import { checkOwners } from '../people.js';
import { layoutChartIds } from './layouts.js';
import { checkNativeFilterDatasets } from './nativeFilterChecks.js';

type FieldErrors = Record<string, string[]>;
type Db = Parameters<typeof slugTaken>[0];

/** Superset's slug clean-up (`BaseDashboardSchema.pre_load`): spaces to dashes, word chars only. */
export function cleanSlug(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const cleaned = slug
    .trim()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
  return cleaned || null;
}

/** A new dashboard's row before what was sent: an untitled draft made now by the user. */
export function newDashboardRow(p: Principal, now: string): NewDashboard {
  return {
    uuid: randomUUID(),
    dashboard_title: null,
    slug: null,
    position_json: null,
    json_metadata: null,
    css: null,
    description: null,
    published: 0,
    certified_by: null,
    certification_details: null,
    is_managed_externally: 0,
    external_url: null,
    created_on: now,
    changed_on: now,
    created_by_fk: p.id,
    changed_by_fk: p.id,
  };
}

/** A checked write: the columns to store, and the charts and roles to set (when given). */
export interface DashboardWrite {
  patch: DashboardPatch;
  chartIds?: number[];
  roles?: number[];
}

/** The stored `json_metadata` and the layout it carries (`positions`), from the sent text. */
function splitMetadata(text: string | null | undefined): {
  metadata: string | null | undefined;
  positions?: unknown;
} {
  if (text === undefined) return { metadata: undefined };
  if (!text || !text.trim()) return { metadata: null };
  const value = JSON.parse(text) as Record<string, unknown>;
  if (value.positions === undefined) return { metadata: text };
  const { positions, ...rest } = value;
  return { metadata: JSON.stringify(rest), positions };
}

/**
 * Checks a create or update body (`held`: the charts the dashboard holds now, which may stay
 * whoever saves) and answers what to write, or throws nothing and fills `errors`.
 */
export async function checkDashboardWrite(
  db: Db,
  p: Principal,
  body: Partial<DashboardCreate>,
  errors: FieldErrors,
  current?: { id: number; held: number[] },
): Promise<DashboardWrite> {
  const patch: DashboardPatch = {};
  await checkOwners(db, errors, body.owners);
  if (body.roles?.length && (await countRolesWithIds(db, body.roles)) !== new Set(body.roles).size)
    (errors.roles ??= []).push('Some roles do not exist');
  if (body.slug !== undefined) {
    patch.slug = cleanSlug(body.slug);
    if (patch.slug && (await slugTaken(db, patch.slug, current?.id)))
      (errors.slug ??= []).push('Must be unique');
  }
  const { metadata, positions } = splitMetadata(body.json_metadata);
  if (metadata !== undefined) patch.json_metadata = metadata;
  if (metadata) await checkNativeFilterDatasets(db, JSON.parse(metadata), errors);
  let chartIds: number[] | undefined;
  const held = current?.held ?? [];
  if (body.position_json !== undefined) {
    const text = body.position_json?.trim() ? body.position_json : null;
    patch.position_json = text;
    chartIds =
      (await layoutChartIds(db, p, text && JSON.parse(text), 'position_json', errors, held)) ??
      undefined;
  } else if (positions !== undefined && positions !== null) {
    patch.position_json = JSON.stringify(positions);
    chartIds = (await layoutChartIds(db, p, positions, 'json_metadata', errors, held)) ?? undefined;
  }
  if (body.dashboard_title !== undefined) patch.dashboard_title = body.dashboard_title ?? null;
  if (body.css !== undefined) patch.css = body.css ?? null;
  if (body.published !== undefined) patch.published = body.published ? 1 : 0;
  for (const key of ['certified_by', 'certification_details'] as const)
    if (body[key] !== undefined) patch[key] = body[key] || null;
  if (body.external_url !== undefined) patch.external_url = body.external_url ?? null;
  if (body.is_managed_externally !== undefined)
    patch.is_managed_externally = body.is_managed_externally ? 1 : 0;
  // A dashboard saved with an empty layout holds no charts; one saved without keeps its own.
  if (patch.position_json === null) chartIds = [];
  return { patch, chartIds, roles: body.roles };
}
