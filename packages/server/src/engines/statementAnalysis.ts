/**
 * What a SQL script will do, as the engine's own parser (or compiler) reads it: its
 * statements, each with the exact text that will run, whether running it changes anything,
 * the relations it names and the functions it calls. Every engine module answers this
 * (`EngineSpec.analyze`); `services/databases/sqlPolicy.ts` decides on it (DML, disallowed
 * functions, table access) in one place, for SQL Lab and virtual datasets alike.
 *
 * The analysis never guesses: text the parser cannot read is an `SqlAnalysisError`, and
 * a statement it reads but cannot see into (a PRAGMA, a SET, an INSERT on DuckDB ...) is
 * marked `opaque`, so that a caller who needs to know its tables refuses it.
 */
import type { TableName } from '../sql/tablesRead.js';

export type { TableName };

export interface AnalyzedStatement {
  /** The statement's text, exactly as it is to be run (no trailing `;`). */
  sql: string;
  /**
   * The statement's kind in lower case: `select` (also DuckDB's DESCRIBE, SHOW and
   * SUMMARIZE, which are queries), `explain`, or the parser's name for anything else
   * (`insert`, `copy`, `set`, `pragma`, `attach`, ...).
   */
  kind: string;
  /** Running it changes nothing: a query, or EXPLAIN (ANALYZE) of one. */
  readOnly: boolean;
  /** The relations it names, CTE names left out, qualifiers as written. */
  tables: TableName[];
  /** Every function it calls (scalar, aggregate, window and table functions), lower case. */
  functions: string[];
  /** The table functions it reads from (`FROM f(...)`), lower case; also in `functions`. */
  tableFunctions: string[];
  /** The parser reads it but not the relations it touches (they are unknown). */
  opaque: boolean;
  /**
   * It holds code the parser cannot see into (a DO block, a function body, a procedure
   * call, a prepared statement...): what it calls is unknown.
   */
  hidesCode: boolean;
}

/** Statements one script may hold: each is read apart, and a run of thousands is no query. */
export const MAX_STATEMENTS = 1000;

/** The statements of a split script, refused past MAX_STATEMENTS. */
export function boundedStatements(statements: string[]): string[] {
  if (statements.length > MAX_STATEMENTS)
    throw new SqlAnalysisError(
      `The SQL holds ${statements.length} statements: at most ${MAX_STATEMENTS} may run at once.`,
    );
  return statements;
}

/** The SQL could not be read by the engine's parser (`position`: 1-based, where known). */
export class SqlAnalysisError extends Error {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message);
  }
}

/** JavaScript's stack overflow, met by a recursive parser or walk on deeply nested SQL. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof Error && /Maximum call stack size exceeded/i.test(error.message);
}

/**
 * Any failure of a parser (or of the walk over its tree) as an SqlAnalysisError, so that
 * no text a user sends makes a 500 (issue #12): a stack overflow is "nested too deeply",
 * any other error keeps its message.
 */
export function asAnalysisError(error: unknown): SqlAnalysisError {
  if (isStackOverflow(error))
    return new SqlAnalysisError('The SQL is nested too deeply to be read.');
  if (error instanceof SqlAnalysisError) return error;
  return new SqlAnalysisError(error instanceof Error ? error.message : String(error));
}

/**
 * A statement the parser could not see into (see `opaque`; `hidesCode` unless the parser
 * still read every function it calls).
 */
export function opaqueStatement(
  sql: string,
  kind: string,
  functions: string[] = [],
  hidesCode = true,
): AnalyzedStatement {
  return {
    sql,
    kind,
    readOnly: false,
    tables: [],
    functions,
    tableFunctions: [],
    opaque: true,
    hidesCode,
  };
}

/** Collects tables and functions once each, in order of appearance. */
export class StatementFacts {
  private readonly tableKeys = new Set<string>();
  readonly tables: TableName[] = [];
  readonly functions = new Set<string>();
  readonly tableFunctions = new Set<string>();

  addTable(catalog: string | null, schema: string | null, table: string): void {
    const key = `${catalog}\u0000${schema}\u0000${table}`;
    if (this.tableKeys.has(key)) return;
    this.tableKeys.add(key);
    this.tables.push({ catalog, schema, table });
  }

  addFunction(name: string, table = false): void {
    const lower = name.toLowerCase();
    this.functions.add(lower);
    if (table) this.tableFunctions.add(lower);
  }

  statement(sql: string, kind: string, readOnly: boolean): AnalyzedStatement {
    return {
      sql,
      kind,
      readOnly,
      tables: this.tables,
      functions: [...this.functions],
      tableFunctions: [...this.tableFunctions],
      opaque: false,
      hidesCode: false,
    };
  }
}

/**
 * CTE names visible in a scope. A CTE's body sees the scope's names and the CTEs defined
 * before it (and itself when recursive); the statement under the WITH sees them all. Only
 * an unqualified name can refer to a CTE. `caseInsensitive` for engines whose names match
 * whatever their case (DuckDB); otherwise names compare as the parser gives them (folded).
 */
export class CteScope {
  constructor(
    private readonly caseInsensitive: boolean,
    private readonly names: ReadonlySet<string> = new Set(),
  ) {}

  private key(name: string): string {
    return this.caseInsensitive ? name.toLowerCase() : name;
  }

  with(...names: string[]): CteScope {
    return new CteScope(
      this.caseInsensitive,
      new Set([...this.names, ...names.map((n) => this.key(n))]),
    );
  }

  has(name: string): boolean {
    return this.names.has(this.key(name));
  }
}
