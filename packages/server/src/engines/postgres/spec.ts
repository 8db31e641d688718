/**
 * PostgreSQL as Superset's `PostgresEngineSpec` describes it: time grains, type mapping,
 * error rules, URI and parameters. The connected half is engine.ts.
 */
import type { ErrorRule } from '../engineErrors.js';
import { NETWORK_ERROR_RULES } from '../engineErrors.js';
import { dialectSpec } from '../dialectSpec.js';
import {
  schemaMissingMessage,
  syntaxErrorNearMessage,
  tableMissingMessage,
  UNKNOWN_DATABASE,
} from '../errorMessages.js';
import type { TypeMapping } from '../genericTypes.js';
import { quoteDoubleQuoted } from '../selectStar.js';
import type { LimitDialect } from '../sqlLimit.js';
import type { TimeGrainExpressions } from '../timeGrains.js';
import type { ConnectOptions, Engine, EngineSpec } from '../types.js';
import { BASIC_PARAMETERS_JSON_SCHEMA, buildHostUri, hostParametersFromUri } from '../uri.js';
import { sqlDialectFor } from '../../sql/dialect.js';

export const POSTGRES_TIME_GRAINS: TimeGrainExpressions = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: "DATE_TRUNC('minute', {col}) + INTERVAL '5 seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / 5)",
  PT30S:
    "DATE_TRUNC('minute', {col}) + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / 30)",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: "DATE_TRUNC('hour', {col}) + INTERVAL '5 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 5)",
  PT30M:
    "DATE_TRUNC('hour', {col}) + INTERVAL '30 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 30)",
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: "DATE_TRUNC('day', {col}) + INTERVAL '6 hours' * FLOOR(EXTRACT(HOUR FROM {col}) / 6)",
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
};

export const POSTGRES_TYPE_MAPPINGS: readonly TypeMapping[] = [
  [/\[\d*\]$/, 'STRING'],
  [/^array/i, 'STRING'],
  [/^json/i, 'STRING'],
  [/^enum/i, 'STRING'],
  [/^double precision/i, 'NUMERIC'],
  [/^(float|int)\d$/i, 'NUMERIC'],
];

export const POSTGRES_LIMIT_DIALECT: LimitDialect = {
  noLimit: '',
  dollarQuotes: true,
  lexical: sqlDialectFor('postgresql'),
};

const ENCRYPTION_PARAMETERS = { sslmode: 'require' };

/** Superset's PostgreSQL `custom_errors`, plus SQLSTATEs for tables, schemas and timeouts. */
export const POSTGRES_ERROR_RULES: readonly ErrorRule[] = [
  ...NETWORK_ERROR_RULES,
  {
    pattern: /password authentication failed for user "(?<username>.*?)"/,
    errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
    message: (g) => `The password provided for username "${g.username}" is incorrect.`,
    invalid: ['username', 'password'],
  },
  {
    pattern: /role "(?<username>.*?)" does not exist/,
    errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
    message: (g) => `The username "${g.username}" does not exist.`,
    invalid: ['username'],
  },
  {
    pattern: /no password supplied|client password must be a string/,
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    message: () => 'Please re-enter the password.',
    invalid: ['password'],
  },
  {
    codes: ['3D000'],
    pattern: /database "(?<database>.*?)" does not exist/,
    ...UNKNOWN_DATABASE,
  },
  {
    codes: ['42P01'],
    pattern: /relation "(?<table>.*?)" does not exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: tableMissingMessage,
  },
  {
    codes: ['3F000'],
    pattern: /schema "(?<schema>.*?)" does not exist/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: schemaMissingMessage,
  },
  {
    codes: ['42703'],
    pattern: /column "(?<column_name>.+?)" does not exist/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: (g, raw) =>
      raw.line !== undefined
        ? `We can't seem to resolve the column "${g.column_name}" at line ${raw.line}.`
        : `We can't seem to resolve the column "${g.column_name}"`,
  },
  {
    pattern: /syntax error at or near "(?<syntax_error>.*?)"/,
    errorType: 'SYNTAX_ERROR',
    message: syntaxErrorNearMessage,
  },
  { codes: ['42601'], errorType: 'SYNTAX_ERROR' },
  {
    codes: ['57014'],
    pattern: /statement timeout/,
    errorType: 'BACKEND_TIMEOUT_ERROR',
  },
];

/** Superset's DISALLOWED_SQL_FUNCTIONS for PostgreSQL, with what reaches other servers or the server's state. */
export const POSTGRES_DISALLOWED_FUNCTIONS = new Set([
  'database_to_xml',
  'inet_client_addr',
  'inet_server_addr',
  'query_to_xml',
  'query_to_xml_and_xmlschema',
  'table_to_xml',
  'table_to_xml_and_xmlschema',
  'version',
  'copy_program',
  'dblink',
  'dblink_exec',
  'dblink_connect',
  'dblink_connect_u',
  'dblink_send_query',
  'set_config',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_promote',
  'lo_create',
  'lo_creat',
  'lo_unlink',
  'lo_put',
  'lo_from_bytea',
  // Functions that run SQL given as text, or dump whole tables or schemas.
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'query_to_xmlschema',
  'table_to_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'ts_stat',
  'ts_rewrite',
  'dblink_open',
  'dblink_fetch',
  'dblink_get_result',
  // Changes decoded from the write-ahead log: any table's rows.
  'pg_logical_slot_get_changes',
  'pg_logical_slot_get_binary_changes',
  'pg_logical_slot_peek_changes',
  'pg_logical_slot_peek_binary_changes',
]);

/** Functions that change the server's state (refused where DML is off). */
export const POSTGRES_WRITING_FUNCTIONS = new Set([
  'nextval',
  'setval',
  'pg_import_system_collations',
  'pg_create_physical_replication_slot',
  'pg_create_logical_replication_slot',
  'pg_copy_physical_replication_slot',
  'pg_copy_logical_replication_slot',
  'pg_drop_replication_slot',
  'pg_replication_slot_advance',
  'pg_replication_origin_create',
  'pg_replication_origin_drop',
  'pg_replication_origin_advance',
  'pg_replication_origin_session_setup',
  'pg_replication_origin_session_reset',
  'pg_replication_origin_xact_setup',
  'pg_logical_emit_message',
  'pg_stat_reset',
  'pg_stat_reset_shared',
  'pg_stat_reset_single_table_counters',
  'pg_stat_reset_single_function_counters',
  'pg_stat_reset_slru',
  'pg_stat_reset_replication_slot',
  'pg_stat_reset_subscription_stats',
  'pg_stat_statements_reset',
  'pg_switch_wal',
  'pg_create_restore_point',
  'pg_backup_start',
  'pg_backup_stop',
  'pg_start_backup',
  'pg_stop_backup',
  'pg_wal_replay_pause',
  'pg_wal_replay_resume',
  'pg_notify',
  'pg_advisory_lock',
  'pg_advisory_lock_shared',
  'pg_advisory_xact_lock',
  'pg_advisory_xact_lock_shared',
  'pg_try_advisory_lock',
  'pg_try_advisory_lock_shared',
  'pg_try_advisory_xact_lock',
  'pg_try_advisory_xact_lock_shared',
  'pg_advisory_unlock',
  'pg_advisory_unlock_shared',
  'pg_advisory_unlock_all',
  'pg_log_backend_memory_contexts',
]);

/** What reads or writes the server's files (only with `allow_file_access`). */
export const POSTGRES_FILE_FUNCTIONS = new Set([
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_ls_logdir',
  'pg_ls_waldir',
  'pg_ls_tmpdir',
  'pg_ls_archive_statusdir',
  'pg_ls_logicalsnapdir',
  'pg_ls_logicalmapdir',
  'pg_ls_replslotdir',
  'pg_file_write',
  'pg_file_rename',
  'pg_file_unlink',
  'pg_file_sync',
  'pg_logdir_ls',
  'lo_import',
  'lo_export',
  'lo_get',
  'copy_file',
  'load',
  // Views that read the server's configuration files.
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_file_settings',
  'pg_config',
]);

export const postgresSpec: EngineSpec = {
  engine: 'postgresql',
  engineName: 'PostgreSQL',
  aliases: ['postgres'],
  defaultDriver: 'psycopg2',
  drivers: { psycopg2: 'psycopg2 (node-postgres)' },
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  defaultPort: 5432,
  parametersSchema: BASIC_PARAMETERS_JSON_SCHEMA,
  engineInformation: { supports_file_upload: true, disable_ssh_tunneling: false },
  supportsCostEstimate: true,
  analysisExpandsViews: false,
  foldsIdentifiers: false,
  disallowedFunctions: POSTGRES_DISALLOWED_FUNCTIONS,
  fileFunctions: POSTGRES_FILE_FUNCTIONS,
  safeTableFunctions: new Set([
    'generate_series',
    'generate_subscripts',
    'unnest',
    'json_each',
    'json_each_text',
    'jsonb_each',
    'jsonb_each_text',
    'json_array_elements',
    'json_array_elements_text',
    'jsonb_array_elements',
    'jsonb_array_elements_text',
    'json_to_record',
    'json_to_recordset',
    'jsonb_to_record',
    'jsonb_to_recordset',
    'regexp_matches',
    'regexp_split_to_table',
    'string_to_table',
  ]),
  writingFunctions: POSTGRES_WRITING_FUNCTIONS,
  filesLockedByEngine: false,
  buildUri: (parameters) => buildHostUri('postgresql+psycopg2', ENCRYPTION_PARAMETERS, parameters),
  parametersFromUri: (uri) => hostParametersFromUri(uri, ENCRYPTION_PARAMETERS),
  ...dialectSpec({
    engineName: 'PostgreSQL',
    quoteIdentifier: quoteDoubleQuoted,
    placeholder: (index) => `$${index + 1}`,
    typeMappings: POSTGRES_TYPE_MAPPINGS,
    timeGrains: POSTGRES_TIME_GRAINS,
    limitDialect: POSTGRES_LIMIT_DIALECT,
  }),
  connect: async (uri: string, options?: ConnectOptions): Promise<Engine> => {
    const { PostgresEngine } = await import('./engine.js');
    return PostgresEngine.open(uri, options);
  },
};
