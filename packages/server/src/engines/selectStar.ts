/**
 * Superset's `select_star` text (formatted as its SQL formatter prints it):
 *
 *   SELECT
 *     *
 *   FROM "schema"."table"
 *   LIMIT 100
 *
 * Every name is quoted, so a name with quotes or semicolons stays a name.
 */
import type { EngineSpec, SelectStarOptions } from './types.js';

export const SELECT_STAR_DEFAULT_LIMIT = 100;

export function selectStarSql(
  spec: Pick<EngineSpec, 'quoteIdentifier' | 'qualifiedName'>,
  schema: string | null,
  table: string,
  options: SelectStarOptions = {},
): string {
  const limit = options.limit ?? SELECT_STAR_DEFAULT_LIMIT;
  const fields =
    options.columns && options.columns.length > 0
      ? options.columns.map((c) => `  ${spec.quoteIdentifier(c)}`).join(',\n')
      : '  *';
  const lines = ['SELECT', fields, `FROM ${spec.qualifiedName(schema, table)}`];
  if (limit > 0) lines.push(`LIMIT ${Math.floor(limit)}`);
  return lines.join('\n');
}

/** `"name"` with embedded double quotes doubled (PostgreSQL, DuckDB, SQLite). */
export function quoteDoubleQuoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `` `name` `` with embedded backticks doubled (MySQL, MariaDB). */
export function quoteBackticked(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}
