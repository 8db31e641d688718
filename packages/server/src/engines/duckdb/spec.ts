/**
 * DuckDB as Superset's `DuckDBEngineSpec` describes it (embedded: the URI names a file,
 * `duckdb:////abs/path/file.duckdb`, or `duckdb:///:memory:`). The connected half is engine.ts.
 */
import type { ErrorRule } from '../engineErrors.js';
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
import { buildFileUri, fileParametersFromUri } from '../uri.js';
import { sqlDialectFor } from '../../sql/dialect.js';

const bucket = (unit: string, part: string, size: number, sizeUnit: string) =>
  `DATE_TRUNC('${unit}', {col}) + INTERVAL ${size} ${sizeUnit} * CAST(FLOOR(EXTRACT(${part} FROM {col}) / ${size}) AS INTEGER)`;

export const DUCKDB_TIME_GRAINS: TimeGrainExpressions = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: bucket('minute', 'SECOND', 5, 'SECOND'),
  PT30S: bucket('minute', 'SECOND', 30, 'SECOND'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: bucket('hour', 'MINUTE', 5, 'MINUTE'),
  PT30M: bucket('hour', 'MINUTE', 30, 'MINUTE'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: bucket('day', 'HOUR', 6, 'HOUR'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) - INTERVAL 1 DAY",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) + INTERVAL 5 DAY",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
};

export const DUCKDB_TYPE_MAPPINGS: readonly TypeMapping[] = [
  [/\[\d*\]$/, 'STRING'],
  [/^(struct|map|union|list|bit|uuid|blob)/i, 'STRING'],
];

export const DUCKDB_LIMIT_DIALECT: LimitDialect = {
  noLimit: '',
  dollarQuotes: true,
  lexical: sqlDialectFor('duckdb'),
};

/** DuckDB's error texts (`<Kind> Error: ...`), with Superset's messages. */
export const DUCKDB_ERROR_RULES: readonly ErrorRule[] = [
  {
    pattern:
      /Table with name "?(?<table>[^"!]+?)"? does not exist because schema "(?<schema>[^"]+)" does not exist/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: schemaMissingMessage,
  },
  {
    pattern:
      /^Catalog Error: (?:Table|View|Table Function) with name "?(?<table>[^"!]+?)"? does not exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: tableMissingMessage,
  },
  {
    pattern: /^Catalog Error: Schema with name "?(?<schema>[^"!]+?)"? does not exist/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: schemaMissingMessage,
  },
  {
    pattern:
      /(?:Referenced column "(?<column_name>.+?)" not found|no such column: (?<column_name2>.+))/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: (g) => `We can't seem to resolve the column "${g.column_name ?? g.column_name2}"`,
  },
  {
    pattern: /^Parser Error: syntax error at or near "(?<syntax_error>.*?)"/,
    errorType: 'SYNTAX_ERROR',
    message: syntaxErrorNearMessage,
  },
  { pattern: /^Parser Error:/, errorType: 'SYNTAX_ERROR' },
  {
    pattern: /^IO Error: Cannot open (?:database|file) "(?<database>.*?)"/,
    ...UNKNOWN_DATABASE,
  },
];

/** Table functions and readers that reach the host's files (only with `allow_file_access`). */
export const DUCKDB_FILE_FUNCTIONS = new Set([
  'read_text',
  'read_blob',
  'read_csv',
  'read_csv_auto',
  'read_json',
  'read_json_auto',
  'read_json_objects',
  'read_json_objects_auto',
  'read_ndjson',
  'read_ndjson_auto',
  'read_ndjson_objects',
  'read_parquet',
  'parquet_scan',
  'parquet_metadata',
  'parquet_schema',
  'parquet_file_metadata',
  'parquet_kv_metadata',
  'parquet_bloom_probe',
  'read_xlsx',
  'glob',
  'sniff_csv',
  'sqlite_scan',
  'sqlite_attach',
  'postgres_scan',
  'postgres_attach',
  'postgres_query',
  'mysql_scan',
  'mysql_query',
  'iceberg_scan',
  'iceberg_metadata',
  'iceberg_snapshots',
  'delta_scan',
  'st_read',
]);

export const duckdbSpec: EngineSpec = {
  engine: 'duckdb',
  engineName: 'DuckDB',
  aliases: [],
  defaultDriver: 'duckdb_engine',
  drivers: { duckdb_engine: 'DuckDB (embedded)' },
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/duck.db',
  defaultPort: null,
  parametersSchema: {
    type: 'object',
    properties: {
      database: { type: 'string', description: 'Database name' },
      query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    },
  },
  engineInformation: { supports_file_upload: true, disable_ssh_tunneling: true },
  supportsCostEstimate: true,
  analysisExpandsViews: false,
  foldsIdentifiers: true,
  disallowedFunctions: new Set(['duckdb_secrets', 'which_secret', 'getenv']),
  fileFunctions: DUCKDB_FILE_FUNCTIONS,
  safeTableFunctions: new Set(['range', 'generate_series', 'unnest', 'json_each', 'json_tree']),
  writingFunctions: new Set(['checkpoint', 'force_checkpoint', 'nextval', 'setseed']),
  filesLockedByEngine: true,
  buildUri: (parameters) => buildFileUri('duckdb', parameters),
  parametersFromUri: fileParametersFromUri,
  ...dialectSpec({
    engineName: 'DuckDB',
    quoteIdentifier: quoteDoubleQuoted,
    placeholder: (index) => `$${index + 1}`,
    typeMappings: DUCKDB_TYPE_MAPPINGS,
    timeGrains: DUCKDB_TIME_GRAINS,
    limitDialect: DUCKDB_LIMIT_DIALECT,
  }),
  connect: async (uri: string, options?: ConnectOptions): Promise<Engine> => {
    const { DuckdbEngine } = await import('./engine.js');
    return DuckdbEngine.open(uri, options);
  },
};
