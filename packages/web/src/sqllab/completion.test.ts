import { describe, expect, it } from 'vitest';
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { dialectFor, sqlCompletionSources, sqlNamespace, type CompletionData } from './completion';

const data: CompletionData = {
  schemas: ['main', 'sales'],
  schema: 'main',
  tables: [
    { schema: 'main', name: 'birth_names' },
    { schema: 'main', name: 'flights' },
    { schema: 'sales', name: 'orders' },
  ],
  columns: { 'main.birth_names': ['gender', 'num', 'state'] },
  functionNames: ['count', 'date_trunc'],
};

async function labels(doc: string, explicit = false): Promise<string[]> {
  const state = EditorState.create({ doc, extensions: [sql({ dialect: PostgreSQL })] });
  const context = new CompletionContext(state, doc.length, explicit);
  const results = await Promise.all(
    sqlCompletionSources(data, PostgreSQL).map((source) => source(context)),
  );
  return results
    .filter((r): r is CompletionResult => !!r)
    .flatMap((r) => r.options.map((o) => o.label));
}

describe('SQL completion', () => {
  it('offers keywords in upper case', async () => {
    expect(await labels('SEL')).toContain('SELECT');
  });

  it("offers the tab schema's tables, the schemas and functions at top level", async () => {
    const got = await labels('SELECT * FROM b');
    expect(got).toContain('birth_names');
    expect(got).toContain('sales');
    expect(got).toContain('date_trunc');
    expect(got).not.toContain('orders');
  });

  it('offers tables after a schema and columns after a table', async () => {
    expect(await labels('SELECT * FROM sales.')).toEqual(['orders']);
    expect(await labels('SELECT birth_names.')).toEqual(
      expect.arrayContaining(['gender', 'num', 'state']),
    );
  });

  it('offers columns of opened tables by name', async () => {
    expect(await labels('SELECT gen')).toContain('gender');
  });

  it('builds the namespace schema by schema', () => {
    expect(sqlNamespace(data)).toEqual({
      main: { birth_names: ['gender', 'num', 'state'], flights: [] },
      sales: { orders: [] },
    });
  });

  it('picks the dialect from the backend', () => {
    expect(dialectFor('postgresql')).toBe(PostgreSQL);
    expect(dialectFor('duckdb')).toBe(PostgreSQL);
  });
});
