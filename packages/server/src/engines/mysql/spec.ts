/**
 * MySQL and MariaDB as Superset's `MySQLEngineSpec` / `MariaDBEngineSpec` describe them.
 * Both connect with `mysql2`; the connected half is engine.ts.
 */
import type { ErrorRule } from '../engineErrors.js';
import { dialectSpec } from '../dialectSpec.js';
import { columnMissingMessage, tableMissingMessage, UNKNOWN_DATABASE } from '../errorMessages.js';
import type { TypeMapping } from '../genericTypes.js';
import { quoteBackticked } from '../selectStar.js';
import type { LimitDialect } from '../sqlLimit.js';
import type { TimeGrainExpressions } from '../timeGrains.js';
import type { ConnectOptions, Engine, EngineSpec } from '../types.js';
import { BASIC_PARAMETERS_JSON_SCHEMA, buildHostUri, hostParametersFromUri } from '../uri.js';
import { sqlDialectFor } from '../../sql/dialect.js';

const secondsOfDay = (seconds: string) =>
  `DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60*60 + MINUTE({col})*60 + ${seconds}) SECOND)`;
const minutesOfDay = (minutes: string) =>
  `DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60 + ${minutes}) MINUTE)`;

export const MYSQL_TIME_GRAINS: TimeGrainExpressions = {
  PT1S: secondsOfDay('SECOND({col})'),
  PT5S: secondsOfDay('FLOOR(SECOND({col}) / 5) * 5'),
  PT30S: secondsOfDay('FLOOR(SECOND({col}) / 30) * 30'),
  PT1M: minutesOfDay('MINUTE({col})'),
  PT5M: minutesOfDay('FLOOR(MINUTE({col}) / 5) * 5'),
  PT30M: minutesOfDay('FLOOR(MINUTE({col}) / 30) * 30'),
  PT1H: 'DATE_ADD(DATE({col}), INTERVAL HOUR({col}) HOUR)',
  PT6H: 'DATE_ADD(DATE({col}), INTERVAL FLOOR(HOUR({col}) / 6) * 6 HOUR)',
  P1D: 'DATE({col})',
  P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
  P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
  P1Y: 'DATE(DATE_SUB({col}, INTERVAL DAYOFYEAR({col}) - 1 DAY))',
};

export const MYSQL_TYPE_MAPPINGS: readonly TypeMapping[] = [
  [/^(bit|year)/i, 'NUMERIC'],
  [/^(enum|set|json)/i, 'STRING'],
];

/** MySQL needs a LIMIT before OFFSET: the largest BIGINT UNSIGNED stands for "all". */
export const MYSQL_LIMIT_DIALECT: LimitDialect = {
  noLimit: 'LIMIT 18446744073709551615',
  backslashEscapes: true,
  lexical: sqlDialectFor('mysql'),
};

const ENCRYPTION_PARAMETERS = { ssl: '1' };

/** Superset's MySQL `custom_errors`, plus driver codes for tables, columns and timeouts. */
export const MYSQL_ERROR_RULES: readonly ErrorRule[] = [
  {
    codes: ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL'],
    errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    message: (g) => `Unknown MySQL server host "${g.hostname}".`,
    invalid: ['host'],
  },
  {
    codes: ['ECONNREFUSED'],
    errorType: 'CONNECTION_PORT_CLOSED_ERROR',
    message: (g) => `Port ${g.port} on hostname "${g.hostname}" refused the connection.`,
    invalid: ['host', 'port'],
  },
  {
    codes: ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'CONNECT_TIMEOUT'],
    errorType: 'CONNECTION_HOST_DOWN_ERROR',
    message: (g) => `The host "${g.hostname}" might be down and can't be reached.`,
    invalid: ['host', 'port'],
  },
  {
    pattern: /Access denied for user '(?<username>.*?)'@'(?<client>.*?)'/,
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    message: (g) => `Either the username "${g.username}" or the password is incorrect.`,
    invalid: ['username', 'password'],
  },
  {
    pattern: /Unknown database '(?<database>.*?)'/,
    ...UNKNOWN_DATABASE,
  },
  {
    codes: ['ER_NO_SUCH_TABLE'],
    pattern: /Table '(?<table>.*?)' doesn't exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: tableMissingMessage,
  },
  {
    codes: ['ER_BAD_FIELD_ERROR'],
    pattern: /Unknown column '(?<column_name>.*?)'/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: columnMissingMessage,
  },
  {
    pattern: /right syntax to use near '(?<server_error>[\s\S]*)' at line \d+/,
    errorType: 'SYNTAX_ERROR',
    message: (g) =>
      `Please check your query for syntax errors near "${g.server_error}". Then, try running your query again.`,
  },
  { codes: ['ER_PARSE_ERROR'], errorType: 'SYNTAX_ERROR' },
  { codes: ['ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT'], errorType: 'BACKEND_TIMEOUT_ERROR' },
];

/** Functions that change the server's state: sequences and named locks. */
const MYSQL_WRITING_FUNCTIONS = new Set([
  'nextval',
  'setval',
  'lastval',
  'get_lock',
  'release_lock',
  'release_all_locks',
]);

function mysqlFamilySpec(engine: 'mysql' | 'mariadb', engineName: string): EngineSpec {
  const spec: EngineSpec = {
    engine,
    engineName,
    aliases: [],
    defaultDriver: 'mysqldb',
    drivers: { mysqldb: 'MySQL (mysql2)' },
    sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
    defaultPort: 3306,
    parametersSchema: BASIC_PARAMETERS_JSON_SCHEMA,
    engineInformation: { supports_file_upload: true, disable_ssh_tunneling: false },
    supportsCostEstimate: false,
    analysisExpandsViews: false,
    foldsIdentifiers: false,
    disallowedFunctions: new Set(['version', 'sys_exec', 'sys_eval', 'sleep', 'benchmark']),
    fileFunctions: new Set(['load_file']),
    safeTableFunctions: new Set(),
    writingFunctions: MYSQL_WRITING_FUNCTIONS,
    filesLockedByEngine: false,
    buildUri: (parameters) => buildHostUri(`${engine}+mysqldb`, ENCRYPTION_PARAMETERS, parameters),
    parametersFromUri: (uri) => hostParametersFromUri(uri, ENCRYPTION_PARAMETERS),
    ...dialectSpec({
      engineName,
      quoteIdentifier: quoteBackticked,
      placeholder: () => '?',
      typeMappings: MYSQL_TYPE_MAPPINGS,
      timeGrains: MYSQL_TIME_GRAINS,
      limitDialect: MYSQL_LIMIT_DIALECT,
    }),
    connect: async (uri: string, options?: ConnectOptions): Promise<Engine> => {
      const { MysqlEngine } = await import('./engine.js');
      return MysqlEngine.open(spec, uri, options);
    },
  };
  return spec;
}

export const mysqlSpec = mysqlFamilySpec('mysql', 'MySQL');
export const mariadbSpec = mysqlFamilySpec('mariadb', 'MariaDB');
