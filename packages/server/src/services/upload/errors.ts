/**
 * The errors of a file upload, in Superset's shapes: a failed upload is 422 `{message}`
 * (`DatabaseUploadFailed`), a refused database or schema 403, a file over the size limit
 * 413. DuckDB's reader errors become one clean sentence naming the file's line.
 */
import { SupersetTypedError, TesseraError } from '../../errors.js';
import { errorMessage } from '../../engines/engineErrors.js';

/** 422 `{message}`: the file could not be read or written into the database. */
export class UploadFailedError extends TesseraError {
  readonly status = 422;
}

/** A value further down the file does not fit the type its first rows gave the column. */
export class TypeMismatchError extends UploadFailedError {
  constructor() {
    super('Parsing error: a value does not fit the type inferred for its column');
  }
}

/** 403 `{message}`: uploads to this database or schema are not allowed. */
export class UploadNotAllowedError extends TesseraError {
  readonly status = 403;
}

/** 413 `{message}`: the file is larger than TESSERA_UPLOAD_MAX_MB. */
export class UploadTooLargeError extends TesseraError {
  readonly status = 413;
  constructor() {
    super('File size exceeds the maximum allowed size.');
  }
}

/** Superset's text for `already_exists=fail` on an existing table. */
export const TABLE_EXISTS_MESSAGE =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

const cut = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** The reason DuckDB gives after `Original Line:`, made readable. */
function csvReason(lines: string[], columnName: (id: string) => string): string {
  const columns = /Expected Number of Columns: (\d+) Found: (\d+)/.exec(lines.join('\n'));
  if (columns) return `expected ${columns[1]} columns but found ${columns[2]}`;
  if (lines.some((l) => /Invalid unicode/i.test(l)))
    return 'the file is not UTF-8 encoded (invalid byte sequence)';
  const conversion = lines
    .map((l) => /converting column "(.+?)"\. Could not convert string "(.*)" to '(.+?)'/.exec(l))
    .find(Boolean);
  if (conversion)
    return `could not convert "${cut(conversion[2], 80)}" in column "${columnName(conversion[1])}" to ${conversion[3]}`;
  const first = lines.find((l) => l.trim() && !l.startsWith('Original Line'));
  return first?.trim() ?? 'unreadable row';
}

/** The database's own text of an error (engines keep it as `extra.engine_message`). */
export function engineMessage(error: unknown): string {
  const raw = error instanceof SupersetTypedError ? error.extra?.engine_message : undefined;
  return typeof raw === 'string' ? raw : errorMessage(error);
}

/**
 * A DuckDB error met while reading an uploaded file, as a 422 naming the line when DuckDB
 * gives one. `columnName` turns the reader's column ids back into the file's names.
 */
export function readError(
  error: unknown,
  columnName: (id: string) => string = (id) => id,
): UploadFailedError {
  const message = engineMessage(error);
  const lines = message.split('\n');
  const line = /CSV Error on Line: (\d+)/.exec(message);
  if (line) {
    const original = lines.find((l) => l.startsWith('Original Line: '));
    const rest = lines.slice(lines.findIndex((l) => l.startsWith('Original Line: ')) + 1);
    const text = original ? ` (${cut(original.slice('Original Line: '.length), 120)})` : '';
    return new UploadFailedError(
      `Parsing error on line ${line[1]}${text}: ${csvReason(rest, columnName)}`,
    );
  }
  const head = lines[0].replace(/^[A-Za-z ]+ Error: /, '');
  return new UploadFailedError(`Parsing error: ${cut(head, 500)}`);
}
