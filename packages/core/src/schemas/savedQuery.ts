/**
 * Saved SQL Lab queries (Superset's `/api/v1/saved_query/`): the add/edit payload with the
 * messages of Superset's marshmallow schemas, and the list and show items.
 */
import { z } from 'zod';
import { boundedJsonText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

const MISSING = 'Missing data for required field.';

const text = (max?: number) =>
  (max
    ? z.string({ error: 'Not a valid string.' }).max(max, `Longer than maximum length ${max}.`)
    : z.string({ error: 'Not a valid string.' })
  )
    .nullable()
    .optional();

/** JSON text within the stored JSON limits (Superset keeps these as plain text). */
const jsonText = () =>
  boundedJsonText('Not a valid JSON.', z.string({ error: 'Not a valid string.' }))
    .nullable()
    .optional();

/** `PUT /api/v1/saved_query/<pk>`: the fields to change. */
export const SavedQueryUpdate = z
  .object({
    db_id: z.number({ error: 'Not a valid integer.' }).int('Not a valid integer.').optional(),
    label: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .min(1, 'Label must not be empty.')
      .max(256, 'Longer than maximum length 256.')
      .optional(),
    description: text(STORED_LIMITS.textLength),
    catalog: text(256),
    schema: text(128),
    sql: text(STORED_LIMITS.longTextLength),
    template_parameters: jsonText(),
    extra_json: jsonText(),
  })
  .strict();
export type SavedQueryUpdate = z.infer<typeof SavedQueryUpdate>;

/** `POST /api/v1/saved_query/`: a database and a label are required. */
export const SavedQueryCreate = SavedQueryUpdate.extend({
  db_id: z
    .number({ error: (i) => (i.input === undefined ? MISSING : 'Not a valid integer.') })
    .int('Not a valid integer.'),
  label: z
    .string({ error: (i) => (i.input === undefined ? MISSING : 'Not a valid string.') })
    .trim()
    .min(1, 'Label must not be empty.')
    .max(256, 'Longer than maximum length 256.'),
});
export type SavedQueryCreate = z.infer<typeof SavedQueryCreate>;

/** A table a saved query reads. */
export const SqlTable = z.object({
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table: z.string(),
});

/** An item of `GET /api/v1/saved_query/`. */
export const SavedQueryListItem = z.object({
  id: z.number(),
  catalog: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_on: z.string(),
  created_by: UserRef.nullable(),
  changed_by: UserRef.nullable(),
  database: z.object({ id: z.number(), database_name: z.string() }).nullable(),
  db_id: z.number().nullable(),
  description: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  label: z.string(),
  last_run_delta_humanized: z.string(),
  rows: z.number().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  sql_tables: z.array(SqlTable),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.number() })),
});
export type SavedQueryListItem = z.infer<typeof SavedQueryListItem>;

/** `GET /api/v1/saved_query/<pk>`. */
export const SavedQueryShow = SavedQueryListItem.pick({
  id: true,
  catalog: true,
  changed_on: true,
  changed_on_delta_humanized: true,
  changed_by: true,
  created_by: true,
  database: true,
  description: true,
  label: true,
  schema: true,
  sql: true,
  sql_tables: true,
}).extend({
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullable(),
});
export type SavedQueryShow = z.infer<typeof SavedQueryShow>;
