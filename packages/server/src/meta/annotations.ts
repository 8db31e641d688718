/**
 * Repository of annotation layers (`annotation_layer`) and their annotations (`annotation`):
 * the FAB lists with Superset's "All Text" filters, lookups, writes (each new row with a
 * uuid: its own from a bundle, else a new one), and the annotations of a layer that overlap
 * a time window.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ListQuery } from '@tessera/core';
import type { AnnotationLayerTable, AnnotationTable, MetaDatabase } from './schema.js';
import { nowIso } from './store.js';
import {
  AUDIT_NAMES,
  allTextFilter,
  applyResourceFilters,
  countAndPage,
  type AuditNames,
  type ListSpec,
} from './listQuery.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;
export type AnnotationLayerRow = Omit<AnnotationLayerTable, 'id'> & { id: number };
export type AnnotationRow = Omit<AnnotationTable, 'id'> & { id: number };

export const ANNOTATION_LAYER_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'annotation_layer.id',
    name: 'annotation_layer.name',
    descr: 'annotation_layer.descr',
    created_by: 'annotation_layer.created_by_fk',
    changed_by: 'annotation_layer.changed_by_fk',
    created_on: 'annotation_layer.created_on',
    changed_on: 'annotation_layer.changed_on',
  },
  orderColumns: {
    id: 'annotation_layer.id',
    name: 'annotation_layer.name',
    descr: 'annotation_layer.descr',
    'created_by.first_name': 'created_by_user.first_name',
    'changed_by.first_name': 'changed_by_user.first_name',
    changed_on: 'annotation_layer.changed_on',
    changed_on_delta_humanized: 'annotation_layer.changed_on',
    created_on: 'annotation_layer.created_on',
  },
};

export const ANNOTATION_LIST_SPEC: ListSpec = {
  filterColumns: {
    id: 'annotation.id',
    short_descr: 'annotation.short_descr',
    long_descr: 'annotation.long_descr',
    start_dttm: 'annotation.start_dttm',
    end_dttm: 'annotation.end_dttm',
    layer: 'annotation.layer_id',
    created_by: 'annotation.created_by_fk',
    changed_by: 'annotation.changed_by_fk',
    created_on: 'annotation.created_on',
    changed_on: 'annotation.changed_on',
  },
  orderColumns: {
    id: 'annotation.id',
    short_descr: 'annotation.short_descr',
    long_descr: 'annotation.long_descr',
    start_dttm: 'annotation.start_dttm',
    end_dttm: 'annotation.end_dttm',
    'created_by.first_name': 'created_by_user.first_name',
    'changed_by.first_name': 'changed_by_user.first_name',
    changed_on: 'annotation.changed_on',
    changed_on_delta_humanized: 'annotation.changed_on',
    created_on: 'annotation.created_on',
  },
};

// ---- layers ----

export async function listAnnotationLayers(
  db: Db,
  q: ListQuery,
): Promise<{ count: number; rows: (AnnotationLayerRow & AuditNames)[] }> {
  const base = db
    .selectFrom('annotation_layer')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'annotation_layer.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'annotation_layer.changed_by_fk');
  const filtered = applyResourceFilters(
    base,
    q.filters,
    ANNOTATION_LAYER_LIST_SPEC,
    allTextFilter('annotation_layer_all_text', ['annotation_layer.name', 'annotation_layer.descr']),
  );
  const page = filtered.selectAll('annotation_layer').select(AUDIT_NAMES);
  return countAndPage(filtered, page, q, ANNOTATION_LAYER_LIST_SPEC, 'annotation_layer.id');
}

export async function findAnnotationLayer(
  db: Db,
  id: number,
): Promise<AnnotationLayerRow | undefined> {
  return db.selectFrom('annotation_layer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAnnotationLayerByUuid(
  db: Db,
  uuid: string,
): Promise<AnnotationLayerRow | undefined> {
  return db.selectFrom('annotation_layer').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function findAnnotationLayersByIds(
  db: Db,
  ids: number[],
): Promise<AnnotationLayerRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('annotation_layer').selectAll().where('id', 'in', ids).execute();
}

/** Whether another layer has this exact name. */
export async function annotationLayerNameTaken(
  db: Db,
  name: string,
  excludeId?: number,
): Promise<boolean> {
  let q = db.selectFrom('annotation_layer').select('id').where('name', '=', name);
  if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertAnnotationLayer(
  db: Db,
  layer: { name: string; descr: string | null; uuid?: string },
  actorId: number | null,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('annotation_layer')
    .values({
      ...layer,
      uuid: layer.uuid ?? randomUUID(),
      created_on: now,
      changed_on: now,
      created_by_fk: actorId,
      changed_by_fk: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAnnotationLayer(
  db: Db,
  id: number,
  changes: { name?: string; descr?: string | null },
  actorId: number | null,
): Promise<void> {
  await db
    .updateTable('annotation_layer')
    .set({ ...changes, changed_on: nowIso(), changed_by_fk: actorId })
    .where('id', '=', id)
    .execute();
}

export async function deleteAnnotationLayers(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('annotation_layer').where('id', 'in', ids).execute();
}

/** How many annotations the given layers hold together. */
export async function countAnnotationsInLayers(db: Db, layerIds: number[]): Promise<number> {
  if (!layerIds.length) return 0;
  const row = await db
    .selectFrom('annotation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('layer_id', 'in', layerIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- annotations ----

export async function listAnnotations(
  db: Db,
  layerId: number,
  q: ListQuery,
): Promise<{ count: number; rows: (AnnotationRow & AuditNames)[] }> {
  const base = db
    .selectFrom('annotation')
    .leftJoin('ab_user as created_by_user', 'created_by_user.id', 'annotation.created_by_fk')
    .leftJoin('ab_user as changed_by_user', 'changed_by_user.id', 'annotation.changed_by_fk')
    .where('annotation.layer_id', '=', layerId);
  const filtered = applyResourceFilters(
    base,
    q.filters,
    ANNOTATION_LIST_SPEC,
    allTextFilter('annotation_all_text', ['annotation.short_descr', 'annotation.long_descr']),
  );
  const page = filtered.selectAll('annotation').select(AUDIT_NAMES);
  return countAndPage(filtered, page, q, ANNOTATION_LIST_SPEC, 'annotation.id');
}

/** An annotation of the layer, with the layer's name. */
export async function findAnnotation(
  db: Db,
  layerId: number,
  id: number,
): Promise<(AnnotationRow & { layer_name: string }) | undefined> {
  return db
    .selectFrom('annotation')
    .innerJoin('annotation_layer', 'annotation_layer.id', 'annotation.layer_id')
    .selectAll('annotation')
    .select('annotation_layer.name as layer_name')
    .where('annotation.layer_id', '=', layerId)
    .where('annotation.id', '=', id)
    .executeTakeFirst();
}

/** Which of the ids are annotations of the layer. */
export async function annotationIdsInLayer(
  db: Db,
  layerId: number,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('annotation')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Whether another annotation of the layer has this exact short description. */
export async function shortDescrTaken(
  db: Db,
  layerId: number,
  shortDescr: string,
  excludeId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('annotation')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('short_descr', '=', shortDescr);
  if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
  return (await q.executeTakeFirst()) !== undefined;
}

export type AnnotationFields = Pick<
  AnnotationTable,
  'short_descr' | 'long_descr' | 'start_dttm' | 'end_dttm' | 'json_metadata'
>;

export async function insertAnnotation(
  db: Db,
  layerId: number,
  fields: AnnotationFields,
  actorId: number | null,
  uuid: string = randomUUID(),
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('annotation')
    .values({
      ...fields,
      uuid,
      layer_id: layerId,
      created_on: now,
      changed_on: now,
      created_by_fk: actorId,
      changed_by_fk: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAnnotation(
  db: Db,
  id: number,
  changes: Partial<AnnotationFields>,
  actorId: number | null,
): Promise<void> {
  await db
    .updateTable('annotation')
    .set({ ...changes, changed_on: nowIso(), changed_by_fk: actorId })
    .where('id', '=', id)
    .execute();
}

export async function deleteAnnotations(db: Db, layerId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('annotation')
    .where('layer_id', '=', layerId)
    .where('id', 'in', ids)
    .execute();
}

/** Every annotation of a layer, in id order. */
export async function annotationsOfLayer(db: Db, layerId: number): Promise<AnnotationRow[]> {
  return db
    .selectFrom('annotation')
    .selectAll()
    .where('layer_id', '=', layerId)
    .orderBy('id')
    .execute();
}

/** The uuids among `uuids` that annotations of other layers than `layerId` carry. */
export async function annotationUuidsElsewhere(
  db: Db,
  uuids: string[],
  layerId: number | null,
): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  let q = db
    .selectFrom('annotation')
    .select('uuid')
    .where('uuid', 'in', [...new Set(uuids)]);
  if (layerId !== null) q = q.where('layer_id', '<>', layerId);
  return new Set((await q.execute()).map((r) => r.uuid));
}

/**
 * The layer's annotations that overlap the window (bounds in the stored form; null is
 * open): they start no later than `until` and end (or, without an end, start) no earlier
 * than `since`. In start order.
 */
export async function annotationsInWindow(
  db: Db,
  layerId: number,
  since: string | null,
  until: string | null,
): Promise<AnnotationRow[]> {
  let q = db.selectFrom('annotation').selectAll().where('layer_id', '=', layerId);
  if (until !== null) q = q.where('start_dttm', '<=', until);
  if (since !== null) q = q.where(sql<SqlBool>`coalesce(end_dttm, start_dttm) >= ${since}`);
  return q.orderBy('start_dttm').orderBy('id').execute();
}
