/** SQL Lab's `format_sql`: sql-formatter in the engine's language (a worker task). */
import { format, type SqlLanguage } from 'sql-formatter';

export interface FormatSqlInput {
  sql: string;
  language: SqlLanguage;
}

export function formatSql(input: FormatSqlInput): string {
  return format(input.sql, { language: input.language });
}
