/**
 * What every FAB list of a service shares: running the list query (a bad filter or order
 * column is a 400) and its answer, `{count, ids, result}`, the rows cut to the asked columns.
 */
import { ListQueryError } from '../meta/listQuery.js';
import { BadRequestError } from '../errors.js';

/** Picks FAB `columns` (dotted names select nested fields) from a list item. */
export function pickColumns(
  item: Record<string, unknown>,
  columns: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of columns) {
    const [head, ...rest] = col.split('.');
    if (!(head in item)) continue;
    const value = item[head];
    if (!rest.length || value === null || typeof value !== 'object') {
      out[head] = value;
      continue;
    }
    const pick = (v: unknown) => pickColumns(v as Record<string, unknown>, [rest.join('.')]);
    const prev = out[head];
    if (Array.isArray(value)) {
      const picked = value.map(pick);
      out[head] = Array.isArray(prev) ? prev.map((p, i) => ({ ...p, ...picked[i] })) : picked;
    } else {
      out[head] = { ...(prev as object | undefined), ...pick(value) };
    }
  }
  return out;
}

/** A list's rows, or only the FAB `columns` asked for. */
export function selectColumns<T extends object>(
  items: T[],
  columns: string[] | undefined,
): (T | Record<string, unknown>)[] {
  if (!columns?.length) return items;
  return items.map((i) => pickColumns(i as Record<string, unknown>, columns));
}

/** Runs a list query, turning a bad filter or order column into a 400. */
export async function listOrBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ListQueryError) throw new BadRequestError(e.message);
    throw e;
  }
}

/** A list's answer: the total, the page's ids, and its rows as presented. */
export interface ListAnswer<T> {
  count: number;
  ids: number[];
  result: (T | Record<string, unknown>)[];
}

/** The answer of a page of rows: each presented, then cut to the asked `columns`. */
export function listAnswer<R extends { id: number }, T extends object>(
  page: { count: number; rows: R[] },
  present: (row: R) => T,
  columns: string[] | undefined,
): ListAnswer<T> {
  return {
    count: page.count,
    ids: page.rows.map((r) => r.id),
    result: selectColumns(page.rows.map(present), columns),
  };
}
