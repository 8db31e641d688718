/**
 * Engine errors as Superset's SIP-40 errors: each engine matches its driver's errors against
 * rules (Superset's `custom_errors` regexes, plus error codes where drivers give them) and
 * throws a `SupersetTypedError` whose message is Superset's text for the case, or
 * `"<Engine> error: <engine text>"` when nothing matches. `extra` carries `engine_name`,
 * `issue_codes` (Superset's `ERROR_TYPES_TO_ISSUE_CODES_MAPPING`), the engine's own text in
 * `engine_message`, `invalid` (the form fields to blame) and, for syntax errors, `line` and
 * `column` when the engine reports a position.
 */
import type { ErrorType } from '@tessera/core';
import { SupersetTypedError } from '../errors.js';

export interface IssueCode {
  code: number;
  message: string;
}

const ISSUE_1003 = {
  code: 1003,
  message:
    'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
};
const ISSUE_1015 = {
  code: 1015,
  message: 'Issue 1015 - Either the database is spelled incorrectly or does not exist.',
};

export const ISSUE_CODES: Partial<Record<ErrorType, IssueCode[]>> = {
  BACKEND_TIMEOUT_ERROR: [
    { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
    { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
  ],
  GENERIC_DB_ENGINE_ERROR: [
    { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
  ],
  COLUMN_DOES_NOT_EXIST_ERROR: [
    ISSUE_1003,
    { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
  ],
  TABLE_DOES_NOT_EXIST_ERROR: [
    ISSUE_1003,
    { code: 1005, message: 'Issue 1005 - The table was deleted or renamed in the database.' },
  ],
  SCHEMA_DOES_NOT_EXIST_ERROR: [
    ISSUE_1003,
    { code: 1016, message: 'Issue 1016 - The schema was deleted or renamed in the database.' },
  ],
  CONNECTION_INVALID_HOSTNAME_ERROR: [
    { code: 1007, message: "Issue 1007 - The hostname provided can't be resolved." },
  ],
  CONNECTION_PORT_CLOSED_ERROR: [{ code: 1008, message: 'Issue 1008 - The port is closed.' }],
  CONNECTION_HOST_DOWN_ERROR: [
    {
      code: 1009,
      message: "Issue 1009 - The host might be down, and can't be reached on the provided port.",
    },
  ],
  CONNECTION_INVALID_USERNAME_ERROR: [
    {
      code: 1012,
      message: 'Issue 1012 - The username provided when connecting to a database is not valid.',
    },
  ],
  CONNECTION_INVALID_PASSWORD_ERROR: [
    {
      code: 1013,
      message: 'Issue 1013 - The password provided when connecting to a database is not valid.',
    },
  ],
  CONNECTION_ACCESS_DENIED_ERROR: [
    { code: 1014, message: 'Issue 1014 - Either the username or the password is wrong.' },
    ISSUE_1015,
  ],
  CONNECTION_UNKNOWN_DATABASE_ERROR: [ISSUE_1015],
  CONNECTION_DATABASE_PERMISSIONS_ERROR: [
    { code: 1017, message: "Issue 1017 - User doesn't have the proper permissions." },
  ],
  SYNTAX_ERROR: [{ code: 1030, message: 'Issue 1030 - The query has a syntax error.' }],
};

/** HTTP status Superset answers with for each kind of engine error. */
function statusFor(errorType: ErrorType): number {
  if (errorType.startsWith('CONNECTION_')) return 422;
  if (errorType === 'BACKEND_TIMEOUT_ERROR') return 408;
  return 400;
}

export function engineError(
  engineName: string,
  errorType: ErrorType,
  message: string,
  extra: Record<string, unknown> = {},
  status = statusFor(errorType),
): SupersetTypedError {
  const issueCodes = ISSUE_CODES[errorType];
  return new SupersetTypedError(message, errorType, status, {
    engine_name: engineName,
    ...extra,
    ...(issueCodes ? { issue_codes: issueCodes } : {}),
  });
}

/** Thrown when a query is stopped through its AbortSignal (Superset's "stopped" state). */
export class QueryStoppedError extends SupersetTypedError {
  constructor(engineName: string) {
    super('The query was stopped.', 'GENERIC_DB_ENGINE_ERROR', 400, {
      engine_name: engineName,
      stopped: true,
    });
  }
}

export function timeoutError(engineName: string, timeoutMs: number): SupersetTypedError {
  const seconds = Number((timeoutMs / 1000).toFixed(3));
  return engineError(
    engineName,
    'BACKEND_TIMEOUT_ERROR',
    `The query exceeded the ${seconds} seconds timeout.`,
    { timeout: seconds },
  );
}

/** A driver error as the rules see it. */
export interface RawEngineError {
  message: string;
  /** SQLSTATE, driver code (`ER_NO_SUCH_TABLE`) or Node code (`ECONNREFUSED`). */
  code?: string;
  /** 1-based line and column of a syntax error, when the engine reports them. */
  line?: number;
  column?: number;
}

export interface ErrorRule {
  /** Matches the engine's message; named groups feed `message`. */
  pattern?: RegExp;
  /** Matches the error code instead of (or as well as) the message. */
  codes?: readonly string[];
  errorType: ErrorType;
  message?: (groups: Record<string, string>, raw: RawEngineError) => string;
  invalid?: string[];
}

/** The first matching rule's typed error; GENERIC_DB_ENGINE_ERROR when none matches. */
export function mapEngineError(
  engineName: string,
  raw: RawEngineError,
  rules: readonly ErrorRule[],
  context: Record<string, string> = {},
): SupersetTypedError {
  const position =
    raw.line !== undefined
      ? { line: raw.line, ...(raw.column !== undefined ? { column: raw.column } : {}) }
      : {};
  for (const rule of rules) {
    const codeOk = !rule.codes || (raw.code !== undefined && rule.codes.includes(raw.code));
    const match = rule.pattern ? rule.pattern.exec(raw.message) : null;
    if (!codeOk || (rule.pattern && !match)) continue;
    const groups = { ...context, ...(match?.groups ?? {}) };
    const message = rule.message
      ? rule.message(groups, raw)
      : `${engineName} error: ${raw.message}`;
    return engineError(engineName, rule.errorType, message, {
      engine_message: raw.message,
      ...(rule.invalid ? { invalid: rule.invalid } : {}),
      ...(rule.errorType === 'SYNTAX_ERROR' || rule.errorType === 'COLUMN_DOES_NOT_EXIST_ERROR'
        ? position
        : {}),
    });
  }
  return engineError(engineName, 'GENERIC_DB_ENGINE_ERROR', `${engineName} error: ${raw.message}`, {
    engine_message: raw.message,
  });
}

/** 1-based line and column of a 1-based character offset into `sql` (PostgreSQL's `position`). */
export function lineAndColumn(sql: string, position: number): { line: number; column: number } {
  const before = sql.slice(0, Math.max(0, position - 1));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Network failures while connecting, the same for every server engine (Node's error codes).
 * Messages are Superset's PostgreSQL texts; `host` and `port` come from the URI.
 */
export const NETWORK_ERROR_RULES: readonly ErrorRule[] = [
  {
    codes: ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL'],
    errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    message: (g) => `The hostname "${g.hostname}" cannot be resolved.`,
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
    message: (g) =>
      `The host "${g.hostname}" might be down, and can't be reached on port ${g.port}.`,
    invalid: ['host', 'port'],
  },
];

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
