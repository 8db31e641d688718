/**
 * The query another page posted to SQL Lab (form POST /superset/sqllab/ whose form_data is
 * `{datasourceKey, sql}`, explore's "View in SQL Lab"): the server inlines it in the page's
 * bootstrap data as `requested_query`, as Superset does. It opens the dataset's database and
 * schema with that SQL (or, without a dataset, the SQL on `dbid` and `schema`).
 */
import { getBootstrapData } from '../app/bootstrap';
import type { OpenRequest } from './openFromUrl';

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** What a posted `requested_query` asks SQL Lab to open (null: nothing usable). */
export function requestOfRequestedQuery(value: unknown): OpenRequest | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const q = value as Record<string, unknown>;
  const sql = text(q.sql);
  const datasource = /^(\d+)__(\w+)$/.exec(text(q.datasourceKey) ?? '');
  if (datasource) {
    return {
      kind: 'datasource',
      id: Number(datasource[1]),
      type: datasource[2],
      ...(sql ? { sql } : {}),
    };
  }
  if (!sql) return null;
  const dbid = Number(q.dbid);
  return {
    kind: 'sql',
    sql,
    dbId: Number.isInteger(dbid) && dbid > 0 ? dbid : null,
    schema: text(q.schema),
    title: text(q.title),
  };
}

let taken = false;

/** The page's posted query, handed out once per page load (a later visit opens nothing). */
export function takeRequestedQuery(): OpenRequest | null {
  if (taken) return null;
  taken = true;
  return requestOfRequestedQuery(getBootstrapData().requested_query);
}
