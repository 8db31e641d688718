/**
 * DuckDB's reading of a script, by DuckDB's own parser: each statement's parse tree from
 * `json_serialize_sql` (queries, including DESCRIBE / SHOW / SUMMARIZE), walked for the
 * tables, table functions and functions it names. The parser runs in a private in-memory
 * DuckDB that can touch nothing (external access off, configuration locked) and holds no
 * data: parsing needs no catalog.
 *
 * Statements are split where the project's tokenizer splits them, and DuckDB must agree
 * that each piece is exactly one statement, so that what is analysed is what runs.
 * `json_serialize_sql` reads queries only: EXPLAIN [ANALYZE] is unwrapped and its statement
 * read; any other statement is opaque (not read-only, nothing known of what it touches).
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { sqlDialectFor } from '../../sql/dialect.js';
import { splitStatements, statementKeyword } from '../../sql/statements.js';
import { significantTokens, tokenize } from '../../sql/tokenizer.js';
import {
  CteScope,
  opaqueStatement,
  boundedStatements,
  SqlAnalysisError,
  StatementFacts,
  type AnalyzedStatement,
} from '../statementAnalysis.js';
import { errorMessage } from '../engineErrors.js';
import { LOCKED_DOWN } from './lockdown.js';

const DIALECT = sqlDialectFor('duckdb');

let parser: Promise<DuckDBInstance> | null = null;

function parserInstance(): Promise<DuckDBInstance> {
  parser ??= DuckDBInstance.create(':memory:', { ...LOCKED_DOWN, threads: '1' }).catch((e) => {
    parser = null;
    throw e;
  });
  return parser;
}

type Json = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** DuckDB's SHOW / DESCRIBE without a query lists the catalog: read as a table function. */
const CATALOG_LISTING = 'show';

function walk(node: unknown, scope: CteScope, facts: StatementFacts): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, facts);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  let inner = scope;
  const ctes = (o.cte_map as { map?: { key: string; value: Json }[] } | undefined)?.map;
  if (ctes?.length) {
    const defined: string[] = [];
    for (const { key, value } of ctes) {
      const body = (value.query as Json | undefined)?.node as Json | undefined;
      const recursive = body?.type === 'RECURSIVE_CTE_NODE';
      walk(value, scope.with(...defined, ...(recursive ? [key] : [])), facts);
      defined.push(key);
    }
    inner = scope.with(...defined);
  }
  if (o.type === 'BASE_TABLE') {
    const table = String(o.table_name ?? '');
    const schema = text(o.schema_name);
    const catalog = text(o.catalog_name);
    if (schema !== null || catalog !== null || !inner.has(table))
      facts.addTable(catalog, schema, table);
  } else if (o.type === 'TABLE_FUNCTION') {
    const fn = o.function as Json | undefined;
    facts.addFunction(String(fn?.function_name ?? ''), true);
  } else if (o.type === 'SHOW_REF' && !o.query) {
    facts.addFunction(CATALOG_LISTING, true);
  } else if (o.class === 'FUNCTION' && o.is_operator !== true) {
    facts.addFunction(String(o.function_name ?? ''));
  }
  for (const [key, value] of Object.entries(o)) {
    if (key !== 'cte_map' && value && typeof value === 'object') walk(value, inner, facts);
  }
}

async function statementCount(conn: DuckDBConnection, sql: string): Promise<number> {
  try {
    return (await conn.extractStatements(sql)).count;
  } catch (error) {
    throw new SqlAnalysisError(errorMessage(error).replace(/^Failed to extract statements: /, ''));
  }
}

async function serialize(conn: DuckDBConnection, sql: string): Promise<Json> {
  const result = await conn.run('SELECT json_serialize_sql($1::VARCHAR) AS j', [sql]);
  const [row] = (await result.getRowObjectsJS()) as { j: string }[];
  return JSON.parse(row.j) as Json;
}

/**
 * An `EXPLAIN [ANALYZE | ANALYSE] [(options)] statement` taken apart: the statement under
 * it, and the EXPLAIN written anew from the words read (no comment of the user's survives
 * between them), so that what runs is that prefix and the statement DuckDB read.
 */
function explained(sql: string): { prefix: string; statement: string } | null {
  const tokens = significantTokens(tokenize(sql, DIALECT));
  if (tokens[0]?.text.toLowerCase() !== 'explain') return null;
  let i = 1;
  if (['analyze', 'analyse'].includes(tokens[i]?.text.toLowerCase())) i += 1;
  if (tokens[i]?.text === '(') {
    let depth = 0;
    for (; i < tokens.length; i += 1) {
      if (tokens[i].text === '(') depth += 1;
      else if (tokens[i].text === ')' && --depth === 0) break;
    }
    i += 1;
  }
  if (!tokens[i]) return null;
  const prefix = tokens
    .slice(0, i)
    .map((t) => t.text)
    .join(' ');
  return { prefix, statement: sql.slice(tokens[i].start) };
}

async function analyzeOne(conn: DuckDBConnection, sql: string): Promise<AnalyzedStatement> {
  if ((await statementCount(conn, sql)) !== 1)
    throw new SqlAnalysisError('The SQL could not be split into statements.');
  const tree = await serialize(conn, sql);
  if (tree.error !== true) {
    const facts = new StatementFacts();
    walk(tree.statements, new CteScope(true), facts);
    return facts.statement(sql, 'select', true);
  }
  if (tree.error_type !== 'not implemented')
    throw new SqlAnalysisError(String(tree.error_message ?? 'The SQL could not be parsed.'));
  const explain = explained(sql);
  if (explain !== null) {
    const inner = await analyzeOne(conn, explain.statement);
    return { ...inner, sql: `${explain.prefix} ${inner.sql}`, kind: 'explain' };
  }
  return opaqueStatement(sql, statementKeyword(sql, DIALECT) ?? 'unknown');
}

/** The statements of a DuckDB script as DuckDB reads them. */
export async function analyzeDuckdbSql(sql: string): Promise<AnalyzedStatement[]> {
  if (sql.includes('\u0000')) throw new SqlAnalysisError('The SQL contains a NUL character.');
  const conn = await (await parserInstance()).connect();
  try {
    const statements: AnalyzedStatement[] = [];
    for (const statement of boundedStatements(splitStatements(sql, DIALECT)))
      statements.push(await analyzeOne(conn, statement));
    return statements;
  } finally {
    conn.closeSync();
  }
}
