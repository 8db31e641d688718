/**
 * SQLite's reading of a script, by SQLite itself: each statement is compiled with
 * `EXPLAIN` on the database, and its bytecode says what it will do. Tables are the b-trees
 * it opens (`OpenRead` / `OpenWrite` root pages, named from the schema table; views are
 * compiled into the tables under them), functions are the `Function` / `AggStep` calls
 * (`sqlite_attach` is how ATTACH runs), virtual tables (`pragma_table_info`, `json_each`)
 * are table functions whose names the bytecode does not tell, and a statement writes when
 * it starts a write transaction or opens a table for writing. PRAGMA, which SQLite marks
 * read-only even when it changes the connection, is opaque.
 */
import { sqlDialectFor } from '../../sql/dialect.js';
import { splitStatements, statementKeyword } from '../../sql/statements.js';
import { significantTokens, tokenize } from '../../sql/tokenizer.js';
import {
  opaqueStatement,
  boundedStatements,
  SqlAnalysisError,
  StatementFacts,
  type AnalyzedStatement,
} from '../statementAnalysis.js';

const DIALECT = sqlDialectFor('sqlite');

export interface Opcode {
  opcode: string;
  p1: number;
  p2: number;
  p3: number;
  p4: unknown;
}

export interface SchemaEntry {
  /** 0 for `main`, 1 for `temp`. */
  db: number;
  rootpage: number;
  name: string;
}

export interface SqliteCompiler {
  explain(statement: string): Promise<Opcode[]>;
  schema(): Promise<SchemaEntry[]>;
}

/** A virtual table read: SQLite's bytecode does not name which. */
export const VIRTUAL_TABLE = 'virtual table';
const WRITES = new Set(['OpenWrite', 'Vacuum', 'CreateBtree', 'Destroy', 'Clear', 'DropTable']);
const OPAQUE = new Set(['pragma', 'attach', 'detach']);

/**
 * An `EXPLAIN [QUERY PLAN] statement` taken apart: the statement under it, and the EXPLAIN
 * written anew from the words read, so that what runs is that prefix and the statement
 * SQLite compiled.
 */
function explained(sql: string): { prefix: string; statement: string } | null {
  const tokens = significantTokens(tokenize(sql, DIALECT));
  if (tokens[0]?.text.toLowerCase() !== 'explain') return null;
  let i = 1;
  if (tokens[i]?.text.toLowerCase() === 'query' && tokens[i + 1]?.text.toLowerCase() === 'plan')
    i += 2;
  if (!tokens[i]) return null;
  const prefix = i === 1 ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
  return { prefix, statement: sql.slice(tokens[i].start) };
}

async function analyzeOne(
  compiler: SqliteCompiler,
  sql: string,
  schema: () => Promise<Map<string, string>>,
): Promise<AnalyzedStatement> {
  const explain = explained(sql);
  if (explain !== null) {
    const inner = await analyzeOne(compiler, explain.statement, schema);
    return { ...inner, sql: `${explain.prefix} ${inner.sql}`, kind: 'explain' };
  }
  // A statement SQLite cannot compile fails here with SQLite's own error.
  const ops = await compiler.explain(sql);
  const keyword = statementKeyword(sql, DIALECT) ?? 'unknown';
  // What SQLite compiled for them is known (the functions), not the relations a PRAGMA reads.
  if (OPAQUE.has(keyword))
    return opaqueStatement(sql, keyword, keyword === 'attach' ? ['sqlite_attach'] : [], false);
  const facts = new StatementFacts();
  const roots = await schema();
  let writes = false;
  for (const row of ops) {
    // Integers come as bigints from the engine's worker.
    const op = { ...row, p1: Number(row.p1), p2: Number(row.p2), p3: Number(row.p3) };
    if (WRITES.has(op.opcode) || (op.opcode === 'Transaction' && op.p2 !== 0)) writes = true;
    if (op.opcode === 'Vacuum' && keyword === 'vacuum' && /\binto\b/i.test(sql))
      facts.addFunction('vacuum_into');
    if (op.opcode === 'OpenRead' || op.opcode === 'OpenWrite') {
      const name = roots.get(`${op.p3}:${op.p2}`);
      if (name !== undefined) facts.addTable(null, op.p3 === 1 ? 'temp' : null, name);
      else if (op.p3 > 1) throw new SqlAnalysisError('The statement reads an attached database.');
    } else if (op.opcode === 'VOpen') {
      facts.addFunction(VIRTUAL_TABLE, true);
    } else if (/^(Function|PureFunc|AggStep|AggStep1|AggFinal|AggValue)$/.test(op.opcode)) {
      const name = /^([^(]+)\(/.exec(String(op.p4 ?? ''))?.[1];
      if (name) facts.addFunction(name);
    }
  }
  return facts.statement(sql, keyword, !writes);
}

/** The statements of a SQLite script as SQLite compiles them on `compiler`'s database. */
export async function analyzeSqliteSql(
  compiler: SqliteCompiler,
  sql: string,
): Promise<AnalyzedStatement[]> {
  let roots: Promise<Map<string, string>> | null = null;
  const schema = () =>
    (roots ??= compiler
      .schema()
      .then(
        (entries) => new Map(entries.map((e) => [`${Number(e.db)}:${Number(e.rootpage)}`, e.name])),
      )
      .catch((error: unknown) => {
        throw new SqlAnalysisError((error as Error).message);
      }));
  const statements: AnalyzedStatement[] = [];
  for (const statement of boundedStatements(splitStatements(sql, DIALECT)))
    statements.push(await analyzeOne(compiler, statement, schema));
  return statements;
}
