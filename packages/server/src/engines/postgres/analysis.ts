/**
 * PostgreSQL's reading of a script, by PostgreSQL's own parser (libpg_query, compiled to
 * WebAssembly): the statements with their exact text (the parser's own boundaries), walked
 * for relations (`RangeVar`, CTE names resolved by scope as PostgreSQL does), function calls
 * and table functions, and what writes: INSERT / UPDATE / DELETE / MERGE anywhere (data-
 * modifying CTEs too), SELECT INTO, row locks, EXPLAIN of a write, every other statement.
 * DO blocks, procedures, prepared statements and LOAD hide what they run: opaque.
 */
import { loadModule, parseSync } from 'libpg-query';
import {
  CteScope,
  opaqueStatement,
  boundedStatements,
  SqlAnalysisError,
  StatementFacts,
  type AnalyzedStatement,
} from '../statementAnalysis.js';

type Json = Record<string, unknown>;

const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);
/**
 * Statements whose effect is code the parser cannot see (a DO block, a function's body, a
 * procedure, a prepared statement), a library or extension file, another server, or the
 * server's configuration file.
 */
const OPAQUE = new Set([
  'DoStmt',
  'CallStmt',
  'ExecuteStmt',
  'PrepareStmt',
  'LoadStmt',
  'CreateFunctionStmt',
  'AlterFunctionStmt',
  'CreateTrigStmt',
  'RuleStmt',
  'CreateEventTrigStmt',
  'CreatePLangStmt',
  'CreateExtensionStmt',
  'AlterExtensionStmt',
  'AlterExtensionContentsStmt',
  'CreateFdwStmt',
  'CreateForeignServerStmt',
  'CreateForeignTableStmt',
  'ImportForeignSchemaStmt',
  'CreateUserMappingStmt',
  'CreateSubscriptionStmt',
  'AlterSystemStmt',
  'CreateCastStmt',
  'CreateOpClassStmt',
  'DefineStmt',
]);

/** The statement kind from the node name: `SelectStmt` → `select`, `VariableSetStmt` → `set`. */
function kindOf(node: string): string {
  const names: Record<string, string> = {
    VariableSetStmt: 'set',
    VariableShowStmt: 'show',
    ExplainStmt: 'explain',
  };
  return names[node] ?? node.replace(/Stmt$/, '').toLowerCase();
}

class Walk {
  readonly facts = new StatementFacts();
  writes = false;

  node(value: unknown, scope: CteScope): void {
    if (Array.isArray(value)) {
      for (const item of value) this.node(item, scope);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, body] of Object.entries(value as Json)) {
      if (body && typeof body === 'object' && !Array.isArray(body) && /^[A-Z]/.test(key))
        this.typed(key, body as Json, scope);
      else this.node(body, scope);
    }
  }

  private fields(o: Json, scope: CteScope, skip: string[] = []): void {
    for (const [key, value] of Object.entries(o)) if (!skip.includes(key)) this.node(value, scope);
  }

  private typed(type: string, o: Json, scope: CteScope): void {
    if (WRITES.has(type)) this.writes = true;
    if (type === 'SelectStmt' && (o.intoClause || o.lockingClause)) this.writes = true;
    if (type === 'RangeVar') {
      const relname = String(o.relname ?? '');
      const schema = typeof o.schemaname === 'string' ? o.schemaname : null;
      const catalog = typeof o.catalogname === 'string' ? o.catalogname : null;
      if (schema !== null || catalog !== null || !scope.has(relname))
        this.facts.addTable(catalog, schema, relname);
      return;
    }
    if (type === 'FuncCall') {
      const parts = (o.funcname as { String?: { sval?: string } }[] | undefined) ?? [];
      this.facts.addFunction(parts[parts.length - 1]?.String?.sval ?? '');
    }
    if (type === 'RangeFunction') {
      for (const list of (o.functions as { List?: { items?: Json[] } }[] | undefined) ?? []) {
        for (const item of list.List?.items ?? []) {
          const call = item.FuncCall as Json | undefined;
          const parts = (call?.funcname as { String?: { sval?: string } }[] | undefined) ?? [];
          if (call) this.facts.addFunction(parts[parts.length - 1]?.String?.sval ?? '', true);
        }
      }
    }
    if (type === 'CopyStmt' && (o.filename !== undefined || o.is_program)) {
      this.facts.addFunction(o.is_program ? 'copy_program' : 'copy_file');
    }
    const withClause = o.withClause as { ctes?: Json[]; recursive?: boolean } | undefined;
    if (!withClause?.ctes?.length) {
      this.fields(o, scope);
      return;
    }
    const names = withClause.ctes.map((c) =>
      String((c.CommonTableExpr as Json | undefined)?.ctename ?? ''),
    );
    withClause.ctes.forEach((cte, i) => {
      const visible = withClause.recursive ? names : names.slice(0, i);
      this.node(cte, scope.with(...visible));
    });
    this.fields(o, scope.with(...names), ['withClause']);
  }
}

function analyzeStatement(sql: string, stmt: Json): AnalyzedStatement {
  const [type, body] = Object.entries(stmt)[0] ?? ['', {}];
  if (OPAQUE.has(type))
    return opaqueStatement(sql, kindOf(type), type === 'LoadStmt' ? ['load'] : []);
  if (type === 'ExplainStmt') {
    // EXPLAIN ANALYZE runs its statement: it is what that statement is.
    const inner = analyzeStatement(sql, ((body as Json).query as Json | undefined) ?? {});
    return { ...inner, kind: 'explain' };
  }
  const walk = new Walk();
  walk.node({ [type]: body }, new CteScope(false));
  const reading = type === 'SelectStmt' || type === 'VariableShowStmt';
  const { facts } = walk;
  return facts.statement(sql, kindOf(type), reading && !walk.writes);
}

let loaded: Promise<void> | null = null;

/** The statements of a PostgreSQL script as PostgreSQL's parser reads them. */
export async function analyzePostgresSql(sql: string): Promise<AnalyzedStatement[]> {
  loaded ??= loadModule();
  await loaded;
  let tree: { stmts?: { stmt: Json; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (error) {
    const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const at = details?.cursorPosition;
    throw new SqlAnalysisError((error as Error).message, at === undefined ? undefined : at + 1);
  }
  boundedStatements((tree.stmts ?? []).map(() => ''));
  const bytes = Buffer.from(sql, 'utf8');
  return (tree.stmts ?? []).map(({ stmt, stmt_location = 0, stmt_len = 0 }) => {
    const end = stmt_len > 0 ? stmt_location + stmt_len : bytes.length;
    const text = bytes.subarray(stmt_location, end).toString('utf8').trim();
    return analyzeStatement(text, stmt);
  });
}
