/**
 * Superset's `custom_errors` texts that several engines share, as `ErrorRule.message`
 * functions reading the rule's named groups (`table`, `schema`, `column_name`,
 * `syntax_error`, `database`).
 */
import type { ErrorRule } from './engineErrors.js';

type RuleMessage = NonNullable<ErrorRule['message']>;

export const tableMissingMessage: RuleMessage = (g) =>
  `The table "${g.table}" does not exist. A valid table must be used to run this query.`;

export const schemaMissingMessage: RuleMessage = (g) =>
  `The schema "${g.schema}" does not exist. A valid schema must be used to run this query.`;

export const columnMissingMessage: RuleMessage = (g) =>
  `We can't seem to resolve the column "${g.column_name}"`;

export const syntaxErrorNearMessage: RuleMessage = (g) =>
  `Please check your query for syntax errors at or near "${g.syntax_error}". Then, try running your query again.`;

/** The rule's fields for an unknown database (message and the form field to blame). */
export const UNKNOWN_DATABASE: Pick<ErrorRule, 'errorType' | 'message' | 'invalid'> = {
  errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  message: (g) => `Unable to connect to database "${g.database}".`,
  invalid: ['database'],
};
