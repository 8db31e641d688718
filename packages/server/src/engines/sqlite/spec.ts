/**
 * SQLite as Superset's `SqliteEngineSpec` describes it (`sqlite:////abs/path/file.db`,
 * `sqlite://` or `sqlite:///:memory:`). SQLite keeps dates as text, so every grain is a
 * `DATETIME(...)` expression giving `YYYY-MM-DD HH:MM:SS` text. The connected half is engine.ts.
 */
import type { ErrorRule } from '../engineErrors.js';
import { dialectSpec } from '../dialectSpec.js';
import {
  columnMissingMessage,
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

const H = "CAST(STRFTIME('%H', {col}) AS INTEGER)";
const M = "CAST(STRFTIME('%M', {col}) AS INTEGER)";
const S = "CAST(STRFTIME('%S', {col}) AS INTEGER)";
const secondsOfDay = (seconds: string) =>
  `DATETIME({col}, 'start of day', (${seconds}) || ' seconds')`;

export const SQLITE_TIME_GRAINS: TimeGrainExpressions = {
  PT1S: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))",
  PT5S: secondsOfDay(`${H} * 3600 + ${M} * 60 + ${S} / 5 * 5`),
  PT30S: secondsOfDay(`${H} * 3600 + ${M} * 60 + ${S} / 30 * 30`),
  PT1M: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))",
  PT5M: secondsOfDay(`${H} * 3600 + ${M} / 5 * 300`),
  PT30M: secondsOfDay(`${H} * 3600 + ${M} / 30 * 1800`),
  PT1H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))",
  PT6H: secondsOfDay(`${H} / 6 * 21600`),
  P1D: "DATETIME({col}, 'start of day')",
  // 'weekday N' moves forward to the next day N (or stays): step back 6 days first.
  P1W: "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
  '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-6 days', 'weekday 0')",
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', printf('-%d month', (STRFTIME('%m', {col}) - 1) % 3))",
  P1Y: "DATETIME({col}, 'start of year')",
};

/** SQLite's type affinity rules, on the declared type. */
export const SQLITE_TYPE_MAPPINGS: readonly TypeMapping[] = [
  [/BOOL/i, 'BOOLEAN'],
  [/DATE|TIME/i, 'TEMPORAL'],
  [/INT/i, 'NUMERIC'],
  [/CHAR|CLOB|TEXT/i, 'STRING'],
  [/BLOB/i, 'STRING'],
  [/REAL|FLOA|DOUB|NUM|DEC/i, 'NUMERIC'],
];

export const SQLITE_LIMIT_DIALECT: LimitDialect = {
  noLimit: 'LIMIT -1',
  lexical: sqlDialectFor('sqlite'),
};

export const SQLITE_ERROR_RULES: readonly ErrorRule[] = [
  {
    pattern: /no such table: (?<table>.+)/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: tableMissingMessage,
  },
  {
    pattern: /no such column: (?<column_name>.+)/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: columnMissingMessage,
  },
  {
    pattern: /unknown database (?<schema>.+)/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: schemaMissingMessage,
  },
  {
    pattern: /near "(?<syntax_error>.*?)": syntax error/,
    errorType: 'SYNTAX_ERROR',
    message: syntaxErrorNearMessage,
  },
  { pattern: /incomplete input|syntax error/, errorType: 'SYNTAX_ERROR' },
  {
    pattern: /unable to open database file|directory does not exist/,
    ...UNKNOWN_DATABASE,
  },
];

export const sqliteSpec: EngineSpec = {
  engine: 'sqlite',
  engineName: 'SQLite',
  aliases: [],
  defaultDriver: 'pysqlite',
  drivers: { pysqlite: 'SQLite (better-sqlite3)' },
  sqlalchemyUriPlaceholder: 'sqlite:////path/to/file.db',
  defaultPort: null,
  parametersSchema: null,
  engineInformation: { supports_file_upload: true, disable_ssh_tunneling: true },
  supportsCostEstimate: false,
  analysisExpandsViews: true,
  foldsIdentifiers: true,
  disallowedFunctions: new Set(),
  fileFunctions: new Set([
    'sqlite_attach',
    'load_extension',
    'vacuum_into',
    'readfile',
    'writefile',
    'edit',
  ]),
  safeTableFunctions: new Set(),
  writingFunctions: new Set(),
  filesLockedByEngine: false,
  buildUri: (parameters) => buildFileUri('sqlite', parameters),
  parametersFromUri: fileParametersFromUri,
  ...dialectSpec({
    engineName: 'SQLite',
    quoteIdentifier: quoteDoubleQuoted,
    placeholder: () => '?',
    typeMappings: SQLITE_TYPE_MAPPINGS,
    timeGrains: SQLITE_TIME_GRAINS,
    limitDialect: SQLITE_LIMIT_DIALECT,
  }),
  connect: async (uri: string, options?: ConnectOptions): Promise<Engine> => {
    const { SqliteEngine } = await import('./engine.js');
    return SqliteEngine.open(uri, options);
  },
};
