/**
 * What the `related/<column>` and `distinct/<column>` lookups of every resource share: the
 * page asked for (`include_ids` may not come with a page), users and databases as options,
 * and distinct values as `{text, value}`.
 */
import { relatedDatabases, relatedUsers } from '../meta/datasetRelated.js';
import { ValidationError } from '../errors.js';
import type { RelatedItem, RelatedQuery } from './datasets/datasetService.js';
import { relatedUserOption } from './people.js';

type Db = Parameters<typeof relatedUsers>[0];

/** The page a lookup reads: its filter text, page and page size (20 unless asked, 1 to 100). */
export interface LookupPage {
  filter: string;
  page: number;
  pageSize: number;
}

export function lookupPage(q: { filter?: string; page?: number; page_size?: number }): LookupPage {
  return {
    filter: q.filter ?? '',
    page: q.page ?? 0,
    pageSize: Math.min(Math.max(q.page_size ?? 20, 1), 100),
  };
}

/** The page of a `related/` lookup with the ids it must include; refused with a page. */
export function relatedPage(q: RelatedQuery): LookupPage & { includeIds?: number[] } {
  if (q.page !== undefined && q.include_ids?.length)
    throw new ValidationError({ include_ids: ['include_ids is not allowed with page'] });
  return { ...lookupPage(q), includeIds: q.include_ids };
}

/** A page of users as related options (owners, creators, editors). */
export async function relatedUserOptions(
  db: Db,
  page: LookupPage & { includeIds?: number[] },
): Promise<{ count: number; result: RelatedItem[] }> {
  const { count, rows } = await relatedUsers(db, page);
  return { count, result: rows.map(relatedUserOption) };
}

/** A page of the databases among `allowedIds` (null: all) as related options. */
export async function relatedDatabaseOptions(
  db: Db,
  page: LookupPage,
  allowedIds: number[] | null,
): Promise<{ count: number; result: RelatedItem[] }> {
  const { count, rows } = await relatedDatabases(db, { ...page, allowedIds });
  return { count, result: rows.map((d) => ({ value: d.id, text: d.database_name, extra: {} })) };
}

/** Distinct values as a lookup answers them. */
export const distinctOptions = (values: string[]) => values.map((v) => ({ text: v, value: v }));

/** The asked page of all the distinct values, and how many there are. */
export function distinctPage(values: string[], q: { page?: number; page_size?: number }) {
  const { page, pageSize } = lookupPage(q);
  const start = page * pageSize;
  return { count: values.length, result: distinctOptions(values.slice(start, start + pageSize)) };
}
