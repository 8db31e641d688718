/**
 * SQL Lab's tabs kept on the server (SQLLAB_BACKEND_PERSISTENCE) as Superset's `TabStateView`
 * and `TableSchemaView` speak them, and what `GET /api/v1/sqllab/` opens SQL Lab with
 * (superset-api.md §8). The legacy views take their bodies form-encoded (each value JSON) or
 * as JSON; the request shapes here are the JSON ones.
 */
import { z } from 'zod';
import { DatabaseListItem } from './database.js';
import { SqlLabQuery } from './sqlLabQuery.js';

/** A table shown in a tab (Superset's `TableSchema.to_dict()`). */
export const SqlLabTableSchema = z.object({
  id: z.number(),
  tab_state_id: z.number(),
  database_id: z.number(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table: z.string().nullable(),
  /** The client's table as it was posted. */
  description: z.unknown(),
  expanded: z.boolean(),
});
export type SqlLabTableSchema = z.infer<typeof SqlLabTableSchema>;

/** A tab (Superset's `TabState.to_dict()`): `GET /tabstateview/<id>`. */
export const SqlLabTabState = z.object({
  id: z.number(),
  user_id: z.number(),
  label: z.string().nullable(),
  active: z.boolean(),
  database_id: z.number().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table_schemas: z.array(SqlLabTableSchema),
  sql: z.string().nullable(),
  query_limit: z.number().nullable(),
  latest_query: SqlLabQuery.nullable(),
  autorun: z.boolean(),
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query: z.object({ id: z.number() }).nullable(),
  extra_json: z.string().nullable(),
});
export type SqlLabTabState = z.infer<typeof SqlLabTabState>;

/** The database fields SQL Lab's bootstrap carries (Superset's `DATABASE_KEYS`). */
export const SQLLAB_DATABASE_KEYS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_subquery',
  'backend',
  'database_name',
  'expose_in_sqllab',
  'force_ctas_schema',
  'id',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
] as const;

const bootstrapDatabaseKeys = Object.fromEntries(SQLLAB_DATABASE_KEYS.map((k) => [k, true])) as {
  [K in (typeof SQLLAB_DATABASE_KEYS)[number]]: true;
};

/** A database as the bootstrap lists it: those of the keys above its list item has. */
export const SqlLabBootstrapDatabase = DatabaseListItem.pick(bootstrapDatabaseKeys).partial();
export type SqlLabBootstrapDatabase = z.infer<typeof SqlLabBootstrapDatabase>;

/** `GET /api/v1/sqllab/` result (Superset's `get_sqllab_bootstrap`). */
export const SqlLabBootstrap = z.object({
  active_tab: SqlLabTabState.nullable(),
  /** By database id. */
  databases: z.record(z.string(), SqlLabBootstrapDatabase),
  /** The queries run in the user's tabs, by client id. */
  queries: z.record(z.string(), SqlLabQuery),
  /** The user's tabs as `[id, label]` in creation order (clients read `{id, label}` too). */
  tab_state_ids: z.array(
    z.union([
      z.tuple([z.number(), z.string().nullable()]),
      z.object({ id: z.union([z.number(), z.string()]), label: z.string().nullable() }),
    ]),
  ),
});
export type SqlLabBootstrap = z.infer<typeof SqlLabBootstrap>;

/** `POST /tabstateview/`: `queryEditor`, the client's editor (Superset posts its own). */
export const SqlLabQueryEditorPayload = z.looseObject({
  title: z.string().optional(),
  name: z.string().optional(),
  dbId: z.number().nullish(),
  catalog: z.string().nullish(),
  schema: z.string().nullish(),
  autorun: z.boolean().optional(),
  sql: z.string().optional(),
  queryLimit: z.number().nullish(),
  templateParams: z.string().nullish(),
  hideLeftBar: z.boolean().optional(),
  /** The saved query the tab edits. */
  remoteId: z.number().nullish(),
});
export type SqlLabQueryEditorPayload = z.infer<typeof SqlLabQueryEditorPayload>;

/** `PUT /tabstateview/<id>`: the fields to change. */
export const SqlLabTabStateUpdate = z
  .object({
    label: z.string(),
    catalog: z.string().nullable(),
    schema: z.string().nullable(),
    sql: z.string(),
    latest_query_id: z.string().nullable(),
    database_id: z.number().nullable(),
    query_limit: z.number(),
    saved_query_id: z.number().nullable(),
    autorun: z.boolean(),
    hide_left_bar: z.boolean(),
    template_params: z.string(),
    extra_json: z.string().nullable(),
  })
  .partial();
export type SqlLabTabStateUpdate = z.infer<typeof SqlLabTabStateUpdate>;

/** `POST /tableschemaview/`: `table`, the client's table in a tab. */
export const SqlLabTablePayload = z.looseObject({
  dbId: z.number(),
  /** The tab's (server) id. */
  queryEditorId: z.number(),
  catalog: z.string().nullish(),
  schema: z.string().nullable(),
  name: z.string(),
  expanded: z.boolean().optional(),
});
export type SqlLabTablePayload = z.infer<typeof SqlLabTablePayload>;
