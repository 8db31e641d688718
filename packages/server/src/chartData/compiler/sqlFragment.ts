/**
 * SQL under construction: text parts and bound values, in order. Rendering numbers the
 * placeholders in text order (`$1, $2` or `?`), so pieces can be built in any order and
 * repeated (the series-limit sub-query repeats the filters) without params going astray.
 */
import type { EngineSpec } from '../../engines/types.js';
import type { SqlDialect } from '../../sql/dialect.js';
import { sqlLiteral } from '../../sql/dialect.js';

export interface BoundValue {
  readonly value: unknown;
}

export type SqlPart = string | BoundValue;

export class SqlFragment {
  constructor(readonly parts: readonly SqlPart[]) {}

  static raw(text: string): SqlFragment {
    return new SqlFragment([text]);
  }

  static value(value: unknown): SqlFragment {
    return new SqlFragment([{ value }]);
  }

  /** Fragments (or raw text) joined with a raw separator. */
  static join(items: readonly (SqlFragment | string)[], separator: string): SqlFragment {
    const parts: SqlPart[] = [];
    items.forEach((item, i) => {
      if (i > 0) parts.push(separator);
      parts.push(...(typeof item === 'string' ? [item] : item.parts));
    });
    return new SqlFragment(parts);
  }

  get isEmpty(): boolean {
    return this.parts.every((p) => p === '');
  }
}

/** Tagged template: `sql\`${a} = ${b}\`` with fragments or raw strings interpolated. */
export function sql(
  strings: TemplateStringsArray,
  ...values: (SqlFragment | string)[]
): SqlFragment {
  const parts: SqlPart[] = [];
  strings.forEach((s, i) => {
    parts.push(s);
    if (i < values.length) {
      const v = values[i];
      parts.push(...(typeof v === 'string' ? [v] : v.parts));
    }
  });
  return new SqlFragment(parts.filter((p) => p !== ''));
}

/** A fragment AND-ed from conditions, each in parentheses; null when there are none. */
export function andAll(conditions: readonly SqlFragment[]): SqlFragment | null {
  if (conditions.length === 0) return null;
  if (conditions.length === 1) return conditions[0];
  return SqlFragment.join(
    conditions.map((c) => sql`(${c})`),
    ' AND ',
  );
}

export interface RenderedSql {
  sql: string;
  params: unknown[];
}

/**
 * The text with placeholders numbered in order. On MySQL, mysql2 substitutes `?` by
 * position without reading quotes, so a `?` in the text itself (a string literal in a
 * custom SQL expression) would shift every value: then values are written as escaped
 * literals instead (mysql2 interpolates client-side anyway).
 */
export function renderFragment(
  fragment: SqlFragment,
  spec: EngineSpec,
  dialect: SqlDialect,
): RenderedSql {
  const inline =
    (spec.engine === 'mysql' || spec.engine === 'mariadb') &&
    fragment.parts.some((p) => typeof p === 'string' && p.includes('?'));
  const params: unknown[] = [];
  let text = '';
  for (const part of fragment.parts) {
    if (typeof part === 'string') text += part;
    else if (inline) text += sqlLiteral(part.value, dialect);
    else {
      text += spec.placeholder(params.length);
      params.push(part.value);
    }
  }
  return { sql: text, params };
}
