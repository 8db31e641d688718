/**
 * MySQL's and MariaDB's reading of a script. No parser of MySQL's own runs in Node, so the
 * text is first made canonical by the project's tokenizer, which follows MySQL's lexical
 * rules (`-- ` needs a space, `#` comments, backslash escapes, `"` strings): comments are
 * dropped, MySQL's executable comments (`/*! ... *\/`) refused, and `--` that MySQL reads as
 * two minus signs kept apart. That canonical text is what node-sql-parser reads and what
 * runs, so the parser and the server cannot disagree on where a comment is. Queries
 * (SELECT, DESCRIBE, EXPLAIN of either) are walked for tables and functions, with CTE
 * names resolved by scope; every table node-sql-parser itself lists must be accounted for,
 * or the statement is not understood. Other statements are opaque.
 */
import { createRequire } from 'node:module';
import type { Parser as SqlParser } from 'node-sql-parser';
import { sqlDialectFor } from '../../sql/dialect.js';
import { splitStatements } from '../../sql/statements.js';
import { tokenize, type SqlToken } from '../../sql/tokenizer.js';
import {
  CteScope,
  opaqueStatement,
  boundedStatements,
  SqlAnalysisError,
  StatementFacts,
  type AnalyzedStatement,
} from '../statementAnalysis.js';

type Json = Record<string, unknown>;

const DIALECT = sqlDialectFor('mysql');
let parser: SqlParser | null = null;

function parserOf(): SqlParser {
  if (!parser) {
    const require = createRequire(import.meta.url);
    const { Parser } = require('node-sql-parser/build/mysql.js') as {
      Parser: new () => SqlParser;
    };
    parser = new Parser();
  }
  return parser;
}

/** The script without comments, `--` of two minus signs spaced; refuses executable comments. */
export function canonicalMysql(sql: string): string {
  const tokens = tokenize(sql, DIALECT);
  const out: string[] = [];
  let previous: SqlToken | null = null;
  for (const t of tokens) {
    if (t.unterminated) throw new SqlAnalysisError(`Unterminated ${t.kind} in the SQL.`);
    if (t.kind === 'comment') {
      if (/^\/\*[!M+]/.test(t.text))
        throw new SqlAnalysisError('MySQL executable comments (/*! ... */) are not allowed.');
      out.push(' ');
      previous = null;
      continue;
    }
    if (previous?.text === '-' && t.text.startsWith('-')) out.push(' ');
    out.push(t.text);
    previous = t;
  }
  return out.join('');
}

const nameOf = (v: unknown): string =>
  typeof v === 'string' ? v : String((v as { value?: unknown } | null)?.value ?? '');

class Walk {
  readonly facts = new StatementFacts();
  /** Tables named, as node-sql-parser's `tableList` writes them (`db::table`, lower case). */
  readonly seen = new Set<string>();
  writes = false;

  constructor(private readonly ctes: Set<string>) {}

  private table(db: string | null, table: string, scope: CteScope): void {
    this.seen.add(`${db ?? 'null'}::${table}`.toLowerCase());
    if (db === null && scope.has(table)) {
      this.ctes.add(table.toLowerCase());
      return;
    }
    this.facts.addTable(null, db, table);
  }

  select(ast: Json, scope: CteScope): void {
    let inner = scope;
    const withs = (ast.with as Json[] | null) ?? [];
    if (withs.length) {
      const names = withs.map((w) => nameOf(w.name));
      withs.forEach((w, i) => {
        const stmt = w.stmt as Json | undefined;
        this.any(stmt?.ast ?? stmt, scope.with(...names.slice(0, i + (ast.recursive ? 1 : 0))));
      });
      inner = scope.with(...names);
    }
    const into = ast.into as Json | null | undefined;
    if (into?.type === 'into' || ast.locking_read) this.writes = true;
    for (const entry of (ast.from as Json[] | null) ?? []) this.from(entry, inner);
    for (const [key, value] of Object.entries(ast)) {
      if (key === 'with' || key === 'from' || key === '_next') continue;
      this.any(value, inner);
    }
    if (ast._next) this.select(ast._next as Json, scope);
  }

  private from(entry: Json, scope: CteScope): void {
    if (typeof entry.table === 'string') {
      this.table(typeof entry.db === 'string' ? entry.db : null, entry.table, scope);
    } else if (entry.expr && typeof entry.expr === 'object') {
      this.any(entry.expr, scope);
    } else if (entry.type !== 'dual') {
      throw new SqlAnalysisError('A FROM item of the query could not be read.');
    }
    this.any(entry.on, scope);
    this.any(entry.using, scope);
  }

  any(value: unknown, scope: CteScope): void {
    if (Array.isArray(value)) {
      for (const item of value) this.any(item, scope);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Json;
    if (o.ast && typeof o.ast === 'object') {
      this.any(o.ast, scope);
      return;
    }
    if (o.type === 'select') {
      this.select(o, scope);
      return;
    }
    if (o.type === 'function') {
      const parts = ((o.name as { name?: unknown[] } | undefined)?.name ?? []).map(nameOf);
      this.facts.addFunction(parts[parts.length - 1] ?? '');
    } else if (o.type === 'aggr_func') {
      this.facts.addFunction(nameOf(o.name));
    } else if (o.type === 'assign') {
      // `@x := 5`: a user variable set, session state changed.
      this.writes = true;
    }
    for (const [key, item] of Object.entries(o)) if (key !== 'tableList') this.any(item, scope);
  }
}

/** Statements holding code the parser cannot see, or reading a file (LOAD DATA). */
function hidesCode(ast: Json): boolean {
  const type = String(ast.type);
  if (['call', 'load_data', 'prepare', 'execute', 'deallocate', 'do', 'handler'].includes(type))
    return true;
  const keyword = String(ast.keyword ?? '').toLowerCase();
  return type === 'create' && ['function', 'procedure', 'trigger', 'event'].includes(keyword);
}

function analyzeOne(sql: string): AnalyzedStatement {
  let parsed: { tableList: string[]; ast: Json | Json[] };
  try {
    parsed = parserOf().parse(sql, { database: 'MySQL' }) as unknown as typeof parsed;
  } catch (error) {
    throw new SqlAnalysisError((error as Error).message.split('\n')[0]);
  }
  const asts = Array.isArray(parsed.ast) ? parsed.ast : [parsed.ast];
  if (asts.length !== 1) throw new SqlAnalysisError('The SQL could not be split into statements.');
  let ast = asts[0];
  let kind = String(ast.type);
  if (kind === 'explain') ast = (ast.expr as Json) ?? {};
  const type = String(ast.type);
  if (type !== 'select' && type !== 'desc') {
    // Its functions are read (an INSERT ... SELECT LOAD_FILE(...)), not its tables.
    const walk = new Walk(new Set());
    walk.any(ast, new CteScope(false));
    return opaqueStatement(sql, kind, [...walk.facts.functions], hidesCode(ast));
  }
  const ctes = new Set<string>();
  const walk = new Walk(ctes);
  if (type === 'desc') walk.facts.addTable(null, null, nameOf(ast.table));
  else walk.select(ast, new CteScope(false));
  for (const entry of parsed.tableList) {
    const [, db, table] = entry.split('::');
    const key = `${db}::${table}`.toLowerCase();
    if (!walk.seen.has(key) && !(db === 'null' && ctes.has(table.toLowerCase())) && type !== 'desc')
      throw new SqlAnalysisError(`The table ${table} could not be placed in the query.`);
  }
  if (kind === 'desc') kind = 'describe';
  return walk.facts.statement(sql, kind, !walk.writes);
}

/** The statements of a MySQL / MariaDB script, canonical text, as node-sql-parser reads them. */
export async function analyzeMysqlSql(sql: string): Promise<AnalyzedStatement[]> {
  return boundedStatements(splitStatements(canonicalMysql(sql), DIALECT)).map(analyzeOne);
}
