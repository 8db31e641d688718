/**
 * Database connections as Superset's `/api/v1/database/` speaks them (superset-api.md §9):
 * write payloads, list/show/connection shapes, the dynamic form's engines and parameters,
 * and the introspection answers (schemas, tables, table metadata, select star).
 */
import { z } from 'zod';
import { boundedJsonText, boundedJsonValue, boundedText } from './bounded.js';

/** The mask Superset shows in place of a stored password. */
export const DATABASE_PASSWORD_MASK = 'XXXXXXXXXX';

export const ConfigurationMethod = z.enum(['sqlalchemy_form', 'dynamic_form']);
export type ConfigurationMethod = z.infer<typeof ConfigurationMethod>;

/** Parameters of the dynamic form (`BasicParametersMixin`), as loosely as clients send them. */
export const DatabaseParameters = z.looseObject({
  host: z.string().nullish(),
  port: z.union([z.number(), z.string()]).nullish(),
  username: z.string().nullish(),
  password: z.string().nullish(),
  database: z.string().nullish(),
  query: z.record(z.string(), z.unknown()).nullish(),
  encryption: z.boolean().nullish(),
  ssh: z.boolean().nullish(),
});
export type DatabaseParameters = z.infer<typeof DatabaseParameters>;

/** A JSON text (within the stored JSON limits), or the message Superset gives when not one. */
const jsonText = boundedJsonText('Field cannot be decoded by JSON.');

const flag = z.boolean();

/** `POST /api/v1/database/`: a URI, or an engine and its parameters (`dynamic_form`). */
export const DatabaseCreate = z.object({
  database_name: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Missing data for required field.' : 'Not a valid string.',
    })
    .trim()
    .min(1, 'Length must be between 1 and 250.')
    .max(250, 'Length must be between 1 and 250.'),
  sqlalchemy_uri: z.string().max(1024, 'Longer than maximum length 1024.').optional(),
  engine: z.string().optional(),
  driver: z.string().nullish(),
  parameters: boundedJsonValue(DatabaseParameters).optional(),
  configuration_method: ConfigurationMethod.optional(),
  cache_timeout: z.number().int().nullish(),
  expose_in_sqllab: flag.optional(),
  allow_run_async: flag.optional(),
  allow_file_upload: flag.optional(),
  allow_ctas: flag.optional(),
  allow_cvas: flag.optional(),
  allow_dml: flag.optional(),
  force_ctas_schema: z.string().max(250, 'Longer than maximum length 250.').nullish(),
  impersonate_user: flag.optional(),
  extra: jsonText.optional(),
  masked_encrypted_extra: jsonText.nullish(),
  server_cert: boundedText().nullish(),
  uuid: z.uuid('Not a valid UUID.').optional(),
  external_url: boundedText().nullish(),
  is_managed_externally: z.boolean().nullish(),
  ssh_tunnel: boundedJsonValue(z.record(z.string(), z.unknown())).nullish(),
  catalog: z.unknown().optional(),
});
export type DatabaseCreate = z.infer<typeof DatabaseCreate>;

/** `PUT /api/v1/database/<pk>`: any subset of the create fields. */
export const DatabaseUpdate = DatabaseCreate.partial();
export type DatabaseUpdate = z.infer<typeof DatabaseUpdate>;

/** `POST /api/v1/database/test_connection/`. */
export const DatabaseTestConnection = z.object({
  database_name: z.string().optional(),
  sqlalchemy_uri: z.string().max(1024, 'Longer than maximum length 1024.').optional(),
  engine: z.string().optional(),
  driver: z.string().nullish(),
  parameters: DatabaseParameters.optional(),
  configuration_method: ConfigurationMethod.optional(),
  impersonate_user: flag.optional(),
  extra: jsonText.optional(),
  masked_encrypted_extra: jsonText.nullish(),
  server_cert: z.string().nullish(),
  ssh_tunnel: z.record(z.string(), z.unknown()).nullish(),
  catalog: z.unknown().optional(),
});
export type DatabaseTestConnection = z.infer<typeof DatabaseTestConnection>;

/** `POST /api/v1/database/validate_parameters/` (`id` when editing a saved connection). */
export const DatabaseValidateParameters = z.object({
  engine: z.string({ error: 'Missing data for required field.' }),
  driver: z.string().nullish(),
  parameters: DatabaseParameters.default({}),
  configuration_method: ConfigurationMethod.optional(),
  database_name: z.string().nullish(),
  id: z.number().int().nullish(),
  extra: z.string().nullish(),
  masked_encrypted_extra: z.string().nullish(),
  server_cert: z.string().nullish(),
  impersonate_user: z.boolean().nullish(),
  ssh_tunnel: z.record(z.string(), z.unknown()).nullish(),
  catalog: z.unknown().optional(),
});
export type DatabaseValidateParameters = z.infer<typeof DatabaseValidateParameters>;

/** Superset's `engine_information` (`get_public_information`). */
export const EngineInformation = z.object({
  supports_file_upload: z.boolean(),
  disable_ssh_tunneling: z.boolean(),
  supports_dynamic_catalog: z.boolean(),
  supports_oauth2: z.boolean(),
});
export type EngineInformation = z.infer<typeof EngineInformation>;

const PersonName = z.object({ first_name: z.string(), last_name: z.string() }).nullable();

/** One row of `GET /api/v1/database/` (Superset's `list_columns`). */
export const DatabaseListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  database_name: z.string(),
  backend: z.string(),
  allow_file_upload: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  allow_run_async: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_subquery: z.boolean(),
  allows_virtual_table_explore: z.boolean(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: PersonName,
  created_by: PersonName,
  explore_database_id: z.number(),
  expose_in_sqllab: z.boolean(),
  extra: z.string(),
  force_ctas_schema: z.string().nullable(),
  disable_data_preview: z.boolean(),
  disable_drill_to_detail: z.boolean(),
  allow_multi_catalog: z.boolean(),
  engine_information: EngineInformation,
});
export type DatabaseListItem = z.infer<typeof DatabaseListItem>;

/** `GET /api/v1/database/<pk>/connection`: everything the edit form needs, password masked. */
export const DatabaseConnection = z.object({
  id: z.number(),
  uuid: z.string(),
  database_name: z.string(),
  cache_timeout: z.number().nullable(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_file_upload: z.boolean(),
  configuration_method: z.string(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  backend: z.string(),
  driver: z.string(),
  force_ctas_schema: z.string().nullable(),
  impersonate_user: z.boolean(),
  is_managed_externally: z.boolean(),
  engine_information: EngineInformation,
  extra: z.string(),
  sqlalchemy_uri: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  parameters_schema: z.record(z.string(), z.unknown()).nullable(),
  server_cert: z.string().nullable(),
  masked_encrypted_extra: z.string().nullable(),
});
export type DatabaseConnection = z.infer<typeof DatabaseConnection>;

/**
 * `GET /api/v1/database/<pk>`: Superset's `show_columns` and `extra`; the connection fields
 * (masked URI, parameters, certificate) only for users who may edit databases.
 */
export const DatabaseShow = DatabaseConnection.partial({
  sqlalchemy_uri: true,
  parameters: true,
  parameters_schema: true,
  server_cert: true,
  masked_encrypted_extra: true,
});
export type DatabaseShow = z.infer<typeof DatabaseShow>;

/** The `result` of a create or update: the accepted fields, URI and password masked. */
export const DatabaseWriteResult = z.looseObject({
  database_name: z.string().optional(),
  sqlalchemy_uri: z.string().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  uuid: z.string().optional(),
  driver: z.string().optional(),
  expose_in_sqllab: z.boolean().optional(),
  configuration_method: z.string().optional(),
});
export type DatabaseWriteResult = z.infer<typeof DatabaseWriteResult>;

/** One entry of `GET /api/v1/database/available/`. */
export const AvailableDatabase = z.object({
  name: z.string(),
  engine: z.string(),
  available_drivers: z.array(z.string()),
  default_driver: z.string().optional(),
  sqlalchemy_uri_placeholder: z.string(),
  preferred: z.boolean(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  engine_information: EngineInformation,
  supports_oauth2: z.boolean(),
});
export type AvailableDatabase = z.infer<typeof AvailableDatabase>;
export const AvailableDatabasesResponse = z.object({ databases: z.array(AvailableDatabase) });

/** Rison `q` of `GET /database/<pk>/schemas/`. */
export const DatabaseSchemasQuery = z.object({
  force: z.boolean().default(false),
  catalog: z.string().nullish(),
  upload_allowed: z.boolean().optional(),
});
/** Rison `q` of `GET /database/<pk>/tables/`. */
export const DatabaseTablesQuery = z.object({
  schema_name: z.string().nullish(),
  catalog_name: z.string().nullish(),
  force: z.boolean().default(false),
});

/**
 * `GET /database/<pk>/schemas/`: Superset's `result`, plus Tessera's `default_schema`, the
 * schema the connection opens in (the engine's `current_schema()`, SQLite's `main`, MySQL's
 * database) when it is among `result`, else null; SQL Lab preselects it in a new tab.
 */
export const SchemasResponse = z.object({
  result: z.array(z.string()),
  default_schema: z.string().nullable(),
});
export type SchemasResponse = z.infer<typeof SchemasResponse>;

export const DatabaseTableOption = z.object({
  value: z.string(),
  type: z.enum(['table', 'view', 'materialized_view']),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type DatabaseTableOption = z.infer<typeof DatabaseTableOption>;
export const DatabaseTablesResponse = z.object({
  count: z.number(),
  result: z.array(DatabaseTableOption),
});

/** A key of a table: `pk`, `fk` or `index`, as Superset's table metadata lists them. */
export const TableKey = z.looseObject({
  type: z.enum(['pk', 'fk', 'index']),
  name: z.string().nullable(),
  column_names: z.array(z.string()),
});
export type TableKey = z.infer<typeof TableKey>;

export const TableMetadataColumn = z.object({
  name: z.string(),
  type: z.string(),
  longType: z.string(),
  keys: z.array(TableKey),
  comment: z.string().nullable(),
});

/** `GET /database/<pk>/table_metadata/` and the older `/table/<t>/<schema>/`. */
export const TableMetadata = z.object({
  name: z.string(),
  columns: z.array(TableMetadataColumn),
  selectStar: z.string(),
  primaryKey: z.record(z.string(), z.unknown()),
  foreignKeys: z.array(TableKey),
  indexes: z.array(TableKey),
  comment: z.string().nullable(),
  partitions: z.record(z.string(), z.unknown()).optional(),
});
export type TableMetadata = z.infer<typeof TableMetadata>;

/** `GET /database/<pk>/table_extra/...` and `/table_metadata/extra/`: engine specific. */
export const TableExtraMetadata = z.record(z.string(), z.unknown());

export const TableMetadataQuery = z.object({
  name: z.string().min(1, 'Missing data for required field.'),
  schema: z.string().nullish(),
  catalog: z.string().nullish(),
});

export const SelectStarResponse = z.object({ result: z.string() });
export const FunctionNamesResponse = z.object({ function_names: z.array(z.string()) });
export const SchemasAccessForFileUploadResponse = z.object({ schemas: z.array(z.string()) });

const RelatedList = z.object({
  count: z.number(),
  result: z.array(z.record(z.string(), z.unknown())),
});
export const DatabaseRelatedObjects = z.object({
  charts: RelatedList,
  dashboards: RelatedList,
  sqllab_tab_states: RelatedList,
});
export type DatabaseRelatedObjects = z.infer<typeof DatabaseRelatedObjects>;

/** `POST /api/v1/database/upload_metadata/`: the column names of a file to upload, per sheet. */
export const UploadMetadataResponse = z.object({
  result: z.object({
    items: z.array(
      z.object({ sheet_name: z.string().nullable(), column_names: z.array(z.string()) }),
    ),
  }),
});
export type UploadMetadataResponse = z.infer<typeof UploadMetadataResponse>;
