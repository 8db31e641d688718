/**
 * Repository of users' favourites (Superset's `favstar`): one row per user and object,
 * the object named by its class (`slice` for charts, `Dashboard` for dashboards).
 */
import type { Kysely, Transaction } from 'kysely';
import type { MetaDatabase } from './schema.js';

type Db = Kysely<MetaDatabase> | Transaction<MetaDatabase>;

/** The ids among `objIds` (all when omitted) that the user has starred. */
export async function favoriteIds(
  db: Db,
  userId: number,
  className: string,
  objIds?: number[],
): Promise<number[]> {
  if (objIds && !objIds.length) return [];
  let q = db
    .selectFrom('favstar')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', className);
  if (objIds) q = q.where('obj_id', 'in', [...new Set(objIds)]);
  return (await q.execute()).map((r) => r.obj_id);
}

/** Stars an object for a user (once). */
export async function addFavorite(
  db: Db,
  userId: number,
  className: string,
  objId: number,
  dttm: string,
): Promise<void> {
  await db
    .insertInto('favstar')
    .values({ user_id: userId, class_name: className, obj_id: objId, dttm })
    .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
    .execute();
}

export async function removeFavorite(
  db: Db,
  userId: number,
  className: string,
  objId: number,
): Promise<void> {
  await db
    .deleteFrom('favstar')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', '=', objId)
    .execute();
}
