/**
 * The editor's autocompletion: keywords of the database's dialect, schemas, tables (of the
 * tab's schema at top level, `schema.table` elsewhere), the columns of tables opened in the
 * left bar (after `table.` and at top level) and the database's function names.
 */
import type { Completion, CompletionContext, CompletionSource } from '@codemirror/autocomplete';
import {
  MariaSQL,
  MSSQL,
  MySQL,
  PostgreSQL,
  SQLite,
  StandardSQL,
  keywordCompletionSource,
  schemaCompletionSource,
  type SQLDialect,
  type SQLNamespace,
} from '@codemirror/lang-sql';

export interface CompletionData {
  schemas: readonly string[];
  /** The tab's schema, whose tables complete without a prefix. */
  schema: string | null;
  tables: readonly { schema: string | null; name: string }[];
  /** Columns per `schema.table` (or bare table name when it has no schema). */
  columns: Readonly<Record<string, readonly string[]>>;
  functionNames: readonly string[];
}

/** The dialect to highlight and complete with, from the database's backend name. */
export function dialectFor(backend: string | undefined | null): SQLDialect {
  switch ((backend ?? '').toLowerCase()) {
    case 'postgresql':
    case 'postgres':
    case 'redshift':
      return PostgreSQL;
    case 'mysql':
      return MySQL;
    case 'mariadb':
      return MariaSQL;
    case 'sqlite':
      return SQLite;
    case 'mssql':
      return MSSQL;
    case 'duckdb':
      return PostgreSQL;
    default:
      return StandardSQL;
  }
}

export function tableKey(schema: string | null, name: string): string {
  return schema ? `${schema}.${name}` : name;
}

/** Schemas → tables → columns, as lang-sql's schema completion reads it. */
export function sqlNamespace(data: CompletionData): SQLNamespace {
  const ns: Record<string, Record<string, string[]>> = {};
  const top: Record<string, string[]> = {};
  for (const s of data.schemas) ns[s] ??= {};
  for (const t of data.tables) {
    const columns = [...(data.columns[tableKey(t.schema, t.name)] ?? [])];
    if (t.schema) (ns[t.schema] ??= {})[t.name] = columns;
    else top[t.name] = columns;
  }
  return { ...ns, ...top } as SQLNamespace;
}

function option(label: string, type: string, detail: string, boost = 0): Completion {
  return { label, type, detail, boost };
}

/** Columns of opened tables and function names, offered at top level as words are typed. */
export function columnsAndFunctionsSource(data: CompletionData): CompletionSource {
  const seen = new Set<string>();
  const options: Completion[] = [];
  for (const [table, columns] of Object.entries(data.columns)) {
    for (const c of columns) {
      if (seen.has(`c:${c}`)) continue;
      seen.add(`c:${c}`);
      options.push(option(c, 'property', `column · ${table}`, 2));
    }
  }
  for (const f of data.functionNames) {
    if (seen.has(`f:${f}`)) continue;
    seen.add(`f:${f}`);
    options.push(option(f, 'function', 'function', -1));
  }
  return (context: CompletionContext) => {
    const word = context.matchBefore(/[\w$]+/);
    if (!word) return context.explicit ? { from: context.pos, options } : null;
    // After a dot the schema source answers (table.column, schema.table).
    if (word.from > 0 && context.state.sliceDoc(word.from - 1, word.from) === '.') return null;
    return { from: word.from, options, validFor: /^[\w$]*$/ };
  };
}

/** Every completion source of the editor for the given database and metadata. */
export function sqlCompletionSources(
  data: CompletionData,
  dialect: SQLDialect,
): CompletionSource[] {
  return [
    keywordCompletionSource(dialect, true),
    schemaCompletionSource({
      dialect,
      schema: sqlNamespace(data),
      defaultSchema: data.schema ?? undefined,
    }),
    columnsAndFunctionsSource(data),
  ];
}
