/**
 * The SQL of a compiled query with its bound values written in, for display (the chart
 * data answer's `query`, "View query"). Placeholders are found with the engine's
 * tokenizer, so a `?` inside a string literal or comment is left alone.
 */
import type { EngineSpec } from '../../engines/types.js';
import { sqlDialectFor, sqlLiteral } from '../../sql/dialect.js';
import { tokenize } from '../../sql/tokenizer.js';

function literal(value: unknown, spec: EngineSpec): string {
  const dialect = sqlDialectFor(spec.engine);
  if (value instanceof Date) return sqlLiteral(value.toISOString(), dialect);
  if (typeof value === 'number' && !Number.isFinite(value)) return 'NULL';
  if (value !== null && typeof value === 'object')
    return sqlLiteral(JSON.stringify(value), dialect);
  return sqlLiteral(value, dialect);
}

export function renderSqlForDisplay(
  sql: string,
  params: readonly unknown[],
  spec: EngineSpec,
): string {
  if (params.length === 0) return sql;
  const tokens = tokenize(sql, sqlDialectFor(spec.engine));
  const numbered = spec.placeholder(0) !== '?';
  let next = 0;
  return tokens
    .map((t) => {
      if (t.kind !== 'param' || numbered !== (t.text !== '?')) return t.text;
      const index = numbered ? Number(t.text.slice(1)) - 1 : next++;
      return index >= 0 && index < params.length ? literal(params[index], spec) : t.text;
    })
    .join('');
}
