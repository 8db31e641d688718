/**
 * The tables a statement names (Superset's `extract_tables`), read from its tokens: names
 * after FROM, JOIN (and comma-joined FROM lists), and the targets of INSERT INTO, UPDATE,
 * DELETE FROM, MERGE INTO and TRUNCATE; common table expression names, subqueries and table
 * functions (`FROM generate_series(...)`) are not tables. `FROM` inside `EXTRACT(...)`,
 * `SUBSTRING(...)`, `TRIM(...)`, `OVERLAY(...)`, `POSITION(...)` and `IS DISTINCT FROM` is
 * not a table either.
 */
import type { SqlDialect } from './dialect.js';
import { significantTokens, tokenize, type SqlToken } from './tokenizer.js';

export interface TableName {
  /** Catalog (database) qualifier of a three-part name, or null. */
  catalog: string | null;
  schema: string | null;
  table: string;
}

const FROM_FUNCTIONS = new Set(['extract', 'substring', 'trim', 'overlay', 'position']);
const TABLE_KEYWORDS = new Set(['from', 'join', 'into', 'update', 'truncate', 'table']);
/** Words that may follow a table name and are not its alias. */
const NOT_ALIAS = new Set([
  'where',
  'group',
  'order',
  'having',
  'limit',
  'offset',
  'join',
  'inner',
  'left',
  'right',
  'full',
  'cross',
  'natural',
  'on',
  'using',
  'union',
  'intersect',
  'except',
  'window',
  'set',
  'values',
  'select',
  'fetch',
  'for',
  'qualify',
  'lateral',
  'returning',
  'default',
  'as',
]);

const isName = (t: SqlToken | undefined) => t?.kind === 'word' || t?.kind === 'identifier';

/** An identifier's text: quotes taken off (doubled quotes undone), plain words as written. */
function nameText(t: SqlToken): string {
  if (t.kind !== 'identifier') return t.text;
  const close = t.quote === '[' ? ']' : (t.quote ?? '"');
  return t.text.slice(1, -1).replaceAll(close + close, close);
}

const lower = (t: SqlToken | undefined) => (t?.kind === 'word' ? t.text.toLowerCase() : '');

/** Names defined by `WITH name AS (...)` / `, name (cols) AS (...)`. */
function cteNames(tokens: SqlToken[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((t, i) => {
    if (lower(t) !== 'as' || tokens[i + 1]?.text !== '(') return;
    let j = i - 1;
    if (tokens[j]?.text === ')') {
      let depth = 0;
      for (; j >= 0; j -= 1) {
        if (tokens[j].text === ')') depth += 1;
        else if (tokens[j].text === '(') depth -= 1;
        if (depth === 0) break;
      }
      j -= 1;
    }
    const before = lower(tokens[j - 1]);
    if (
      isName(tokens[j]) &&
      (before === 'with' || before === 'recursive' || tokens[j - 1]?.text === ',')
    )
      names.add(nameText(tokens[j]).toLowerCase());
  });
  return names;
}

/** Reads a dotted name at `i`; returns it and the index after it, or null. */
function readName(tokens: SqlToken[], i: number): { parts: string[]; next: number } | null {
  if (!isName(tokens[i])) return null;
  const parts = [nameText(tokens[i])];
  let j = i + 1;
  while (tokens[j]?.text === '.' && isName(tokens[j + 1])) {
    parts.push(nameText(tokens[j + 1]));
    j += 2;
  }
  return { parts, next: j };
}

export function tablesRead(statement: string, dialect: SqlDialect): TableName[] {
  const tokens = significantTokens(tokenize(statement, dialect));
  const ctes = cteNames(tokens);
  const found = new Map<string, TableName>();
  // For each open parenthesis: the word just before it.
  const parens: string[] = [];
  const add = (parts: string[]) => {
    const table = parts[parts.length - 1];
    if (parts.length === 1 && ctes.has(table.toLowerCase())) return;
    const name: TableName = {
      catalog: parts.length >= 3 ? parts[parts.length - 3] : null,
      schema: parts.length >= 2 ? parts[parts.length - 2] : null,
      table,
    };
    found.set(`${name.catalog}\u0000${name.schema}\u0000${name.table}`, name);
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t.text === '(') parens.push(lower(tokens[i - 1]));
    else if (t.text === ')') parens.pop();
    const word = lower(t);
    if (!TABLE_KEYWORDS.has(word)) continue;
    if (word === 'from' && FROM_FUNCTIONS.has(parens[parens.length - 1] ?? '')) continue;
    if (word === 'from' && lower(tokens[i - 1]) === 'distinct') continue;
    if (word === 'table' && !['truncate', 'alter', 'drop'].includes(lower(tokens[i - 1]))) {
      if (i !== 0) continue;
    }
    if (word === 'into' && !['insert', 'merge', 'replace', 'ignore'].includes(lower(tokens[i - 1])))
      continue;
    let j = i + 1;
    if (word === 'truncate' && lower(tokens[j]) === 'table') j += 1;
    if (['only', 'lateral', 'if'].includes(lower(tokens[j]))) j += 1;
    if (lower(tokens[j - 1]) === 'if' && lower(tokens[j]) === 'exists') j += 1;
    for (;;) {
      const name = readName(tokens, j);
      const isFunction =
        name !== null && tokens[name.next]?.text === '(' && (word === 'from' || word === 'join');
      if (!name || isFunction) break;
      if (!(name.parts.length === 1 && NOT_ALIAS.has(name.parts[0].toLowerCase()))) add(name.parts);
      j = name.next;
      if (word !== 'from') break;
      // An alias (`AS x` or a bare name), then a comma for another table of the FROM list.
      if (lower(tokens[j]) === 'as') j += 1;
      if (isName(tokens[j]) && !NOT_ALIAS.has(lower(tokens[j]))) j += 1;
      if (tokens[j]?.text !== ',') break;
      j += 1;
    }
  }
  return [...found.values()];
}
