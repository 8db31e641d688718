/** Repository of dashboards' filter sets (Superset's `filter_sets`). */
import type { Kysely, Transaction } from 'kysely';
import type { FilterSetTable, MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

export type FilterSetRow = Omit<FilterSetTable, 'id'> & { id: number };
export type NewFilterSet = Omit<FilterSetTable, 'id'>;
export type FilterSetPatch = Partial<
  Pick<
    FilterSetTable,
    'name' | 'description' | 'json_metadata' | 'owner_id' | 'owner_type' | 'changed_on'
  > & { changed_by_fk: number | null }
>;

/**
 * The sets of a dashboard, by id: every set, or (`userId` given) the user's own sets
 * (`owner_type` User) and the dashboard's (`owner_type` Dashboard).
 */
export async function listFilterSets(
  db: Db,
  dashboardId: number,
  userId: number | null,
): Promise<FilterSetRow[]> {
  let q = db.selectFrom('filter_sets').selectAll().where('dashboard_id', '=', dashboardId);
  if (userId !== null)
    q = q.where((eb) =>
      eb.or([
        eb('owner_type', '=', 'Dashboard'),
        eb.and([eb('owner_type', '=', 'User'), eb('owner_id', '=', userId)]),
      ]),
    );
  return q.orderBy('id').execute();
}

export async function findFilterSet(db: Db, id: number): Promise<FilterSetRow | undefined> {
  return db.selectFrom('filter_sets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFilterSet(db: Db, values: NewFilterSet): Promise<number> {
  const row = await db
    .insertInto('filter_sets')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFilterSet(db: Db, id: number, patch: FilterSetPatch): Promise<void> {
  await db.updateTable('filter_sets').set(patch).where('id', '=', id).execute();
}

export async function deleteFilterSet(db: Db, id: number): Promise<void> {
  await db.deleteFrom('filter_sets').where('id', '=', id).execute();
}
