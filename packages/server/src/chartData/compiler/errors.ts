/**
 * Superset's `QueryObjectValidationError`: a query object the compiler cannot turn into
 * SQL. It is a 400 `{message}` (what Superset's chart data API answers); `errorType` says
 * which kind it is for callers that want the typed shape.
 */
import type { ErrorType } from '@tessera/core';
import { BadRequestError } from '../../errors.js';

export class QueryObjectValidationError extends BadRequestError {
  constructor(
    message: string,
    readonly errorType: ErrorType = 'INVALID_PAYLOAD_SCHEMA_ERROR',
  ) {
    super(message);
  }
}

/** Python's repr of a list of names: `['a', 'b']`. */
export function pythonList(names: readonly string[]): string {
  return `[${names.map((n) => `'${n.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(', ')}]`;
}

export function columnsMissingError(names: readonly string[]): QueryObjectValidationError {
  return new QueryObjectValidationError(
    `Columns missing in dataset: ${pythonList(names)}`,
    'COLUMN_DOES_NOT_EXIST_ERROR',
  );
}

export function metricMissingError(name: string): QueryObjectValidationError {
  return new QueryObjectValidationError(
    `Metric '${name}' does not exist`,
    'COLUMN_DOES_NOT_EXIST_ERROR',
  );
}
