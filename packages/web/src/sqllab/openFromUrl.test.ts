import { describe, expect, it } from 'vitest';
import { openRequestFrom } from './openFromUrl';
import { datasetSql } from './state/openRequested';

describe('openRequestFrom', () => {
  it('reads saved queries, permalinks and handed-over SQL', () => {
    expect(openRequestFrom('/sqllab/', '?savedQueryId=12')).toEqual({ kind: 'savedQuery', id: 12 });
    expect(openRequestFrom('/sqllab/p/abc123/', '')).toEqual({ kind: 'permalink', key: 'abc123' });
    expect(openRequestFrom('/sqllab/', '?permalink=xyz')).toEqual({
      kind: 'permalink',
      key: 'xyz',
    });
    expect(openRequestFrom('/sqllab/', '?dbid=2&schema=main&sql=SELECT%201')).toEqual({
      kind: 'sql',
      dbId: 2,
      schema: 'main',
      sql: 'SELECT 1',
      title: null,
    });
  });

  it('reads past runs, datasets and new tabs', () => {
    expect(openRequestFrom('/sqllab/', '?queryId=7&autorun=true')).toEqual({
      kind: 'query',
      id: 7,
      autorun: true,
    });
    expect(openRequestFrom('/sqllab/', '?datasourceKey=3__table')).toEqual({
      kind: 'datasource',
      id: 3,
      type: 'table',
    });
    expect(openRequestFrom('/sqllab/', '?new=true')).toEqual({ kind: 'new' });
  });

  it('asks for nothing on a plain visit or a malformed id', () => {
    expect(openRequestFrom('/sqllab/', '')).toBeNull();
    expect(openRequestFrom('/sqllab/', '?savedQueryId=abc')).toBeNull();
  });
});

describe('datasetSql', () => {
  it("opens a virtual dataset's own SQL, a physical one's whole table", () => {
    expect(datasetSql({ sql: 'SELECT 1', schema: 'main', table_name: 'v' })).toBe('SELECT 1');
    expect(datasetSql({ sql: null, schema: 'main', table_name: 'birth_names' })).toBe(
      'SELECT * FROM main.birth_names',
    );
    expect(datasetSql({ sql: '', schema: null, table_name: 't' })).toBe('SELECT * FROM t');
  });
});
