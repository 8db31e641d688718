import { describe, expect, it } from 'vitest';
import type { SqlLabQuery, SqlLabResultColumn, SqlLabResults } from '@tessera/core';
import { sqlLabApi } from '../../api/sqlLabApi';
import { createStore } from '../../store/store';
import type { Query, QueryEditor } from '../types';
import { querySucceeded } from './queryThunks';
import {
  activeEditorId,
  initialSqlLabState,
  sqlLabActions as A,
  sqlLabReducer,
  tabHistory,
  type SqlLabState,
} from './sqlLabSlice';
import { newQueryTabName } from './tabNames';

const editor = (id: string, title = `Tab ${id}`): QueryEditor => ({
  id,
  title,
  sql: 'SELECT 1',
  dbId: 1,
  schema: 'main',
  autorun: false,
  queryLimit: 1000,
  templateParams: '',
  selectedText: null,
  latestQueryId: null,
  remoteId: null,
  hideLeftBar: false,
  loaded: true,
});

const query = (id: string, editorId: string, startDttm: number, extra: Partial<Query> = {}) =>
  ({
    id,
    dbId: 1,
    sql: `SELECT ${id}`,
    schema: 'main',
    sqlEditorId: editorId,
    tab: 'Tab',
    runAsync: false,
    ctas: false,
    tempTable: '',
    progress: 0,
    startDttm,
    state: 'running',
    isDataPreview: false,
    ...extra,
  }) satisfies Query;

function reduce(...actions: Parameters<typeof sqlLabReducer>[1][]): SqlLabState {
  return actions.reduce(sqlLabReducer, initialSqlLabState);
}

/** A whole query dict as the server sends it, with these fields. */
const dict = (fields: Partial<SqlLabQuery>): SqlLabQuery => ({
  id: 'q1',
  queryId: 5,
  serverId: 5,
  dbId: 1,
  db: 'examples',
  catalog: null,
  schema: 'main',
  sql: 'SELECT n',
  executedSql: 'SELECT n',
  state: 'success',
  progress: 100,
  rows: null,
  limit: null,
  limitingFactor: 'NOT_LIMITED',
  startDttm: 1,
  endDttm: 2,
  changed_on: '2024-01-01T00:00:00',
  errorMessage: null,
  ctas: false,
  ctas_method: null,
  tempSchema: null,
  tempTable: null,
  tab: 'Tab',
  sqlEditorId: 'a',
  userId: 1,
  user: 'admin',
  resultsKey: null,
  trackingUrl: null,
  extra: {},
  ...fields,
});

const column: SqlLabResultColumn = {
  column_name: 'n',
  name: 'n',
  type: 'INTEGER',
  type_generic: 0,
  is_dttm: false,
};

const payload = (rows: number): SqlLabResults => ({
  status: 'success',
  query_id: 5,
  data: Array.from({ length: rows }, (_, i) => ({ n: i })),
  columns: [column],
  selected_columns: [column],
  expanded_columns: [],
  query: dict({
    id: 'q1',
    dbId: 1,
    sql: 'SELECT n',
    state: 'success',
    rows,
    limit: 1000,
    resultsKey: 'k1',
  }),
});

describe('SQL Lab tabs', () => {
  it('activates added tabs and falls back to the previous one when the active closes', () => {
    let s = reduce(A.addQueryEditor(editor('a')), A.addQueryEditor(editor('b')));
    expect(activeEditorId(s)).toBe('b');
    s = sqlLabReducer(s, A.addQueryEditor(editor('c')));
    s = sqlLabReducer(s, A.setActiveQueryEditor('a'));
    s = sqlLabReducer(s, A.removeQueryEditor('a'));
    expect(activeEditorId(s)).toBe('c');
    expect(s.queryEditors.map((q) => q.id)).toEqual(['b', 'c']);
  });

  it('remembers each tab its own database, schema, SQL, limit and left bar', () => {
    let s = reduce(A.addQueryEditor(editor('a')), A.addQueryEditor(editor('b')));
    s = sqlLabReducer(
      s,
      A.updateQueryEditor({
        id: 'a',
        changes: { schema: 'sales', queryLimit: 10, hideLeftBar: true },
      }),
    );
    expect(s.queryEditors[0]).toMatchObject({ schema: 'sales', queryLimit: 10, hideLeftBar: true });
    expect(s.queryEditors[1]).toMatchObject({
      schema: 'main',
      queryLimit: 1000,
      hideLeftBar: false,
    });
  });

  it("closing a tab drops its queries and tables, not other tabs'", () => {
    let s = reduce(
      A.addQueryEditor(editor('a')),
      A.addQueryEditor(editor('b')),
      A.startQuery(query('q1', 'a', 1)),
      A.startQuery(query('q2', 'b', 2)),
      A.addTable({
        id: 't',
        dbId: 1,
        queryEditorId: 'a',
        schema: 'main',
        name: 'x',
        expanded: true,
      }),
    );
    s = sqlLabReducer(s, A.removeQueryEditor('a'));
    expect(Object.keys(s.queries)).toEqual(['q2']);
    expect(s.tables).toEqual([]);
  });

  it('names new tabs one past the highest untitled number', () => {
    expect(newQueryTabName([])).toBe('Untitled Query 1');
    expect(newQueryTabName(['Untitled Query 1', 'Sales', 'Untitled Query 4'])).toBe(
      'Untitled Query 5',
    );
  });
});

describe('SQL Lab queries', () => {
  it('keeps per-tab history newest first, without data previews', () => {
    const s = reduce(
      A.addQueryEditor(editor('a')),
      A.startQuery(query('q1', 'a', 1)),
      A.startQuery(query('q2', 'a', 3)),
      A.startQuery(query('p', 'a', 4, { isDataPreview: true })),
      A.startQuery(query('q3', 'b', 5)),
    );
    expect(tabHistory(s, 'a').map((q) => q.id)).toEqual(['q2', 'q1']);
    expect(s.queryEditors[0].latestQueryId).toBe('q2');
  });

  it('stores results on success and the message on failure', () => {
    const store = createStore();
    store.dispatch(A.addQueryEditor(editor('a')));
    store.dispatch(A.startQuery(query('q1', 'a', 1)));
    store.dispatch(querySucceeded('q1', payload(3)));
    let s = store.getState().sqlLab;
    expect(s.queries.q1).toMatchObject({ state: 'success', rows: 3, progress: 100 });
    const results = sqlLabApi.endpoints.queryResults.select('k1')(store.getState());
    expect(results.data?.data).toHaveLength(3);
    s = sqlLabReducer(s, A.startQuery(query('q2', 'a', 2)));
    s = sqlLabReducer(
      s,
      A.queryFailed({ id: 'q2', message: 'Catalog Error: Table x does not exist' }),
    );
    expect(s.queries.q2).toMatchObject({
      state: 'failed',
      errorMessage: 'Catalog Error: Table x does not exist',
    });
  });

  it('a stopped query stays stopped when its run answers late', () => {
    let s = reduce(A.addQueryEditor(editor('a')), A.startQuery(query('q1', 'a', 1)));
    s = sqlLabReducer(s, A.stopQuery('q1'));
    s = sqlLabReducer(s, A.queryFailed({ id: 'q1', message: 'canceling statement' }));
    s = sqlLabReducer(s, A.refreshQueries([{ id: 'q1', dbId: 1, sql: '', state: 'failed' }]));
    expect(s.queries.q1).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  });

  it('polling moves an async query on with its progress and results key', () => {
    let s = reduce(
      A.addQueryEditor(editor('a')),
      A.startQuery(query('q1', 'a', 1, { runAsync: true, state: 'pending' })),
    );
    s = sqlLabReducer(
      s,
      A.refreshQueries([{ id: 'q1', dbId: 1, sql: 'SELECT 1', state: 'running', progress: 40 }]),
    );
    expect(s.queries.q1).toMatchObject({ state: 'running', progress: 40, runAsync: true });
    s = sqlLabReducer(
      s,
      A.refreshQueries([
        { id: 'q1', dbId: 1, sql: 'SELECT 1', state: 'success', progress: 100, resultsKey: 'k' },
      ]),
    );
    expect(s.queries.q1).toMatchObject({ state: 'success', resultsKey: 'k' });
  });

  it('a new data preview of a table replaces the old one', () => {
    const s = reduce(
      A.addQueryEditor(editor('a')),
      A.startQuery(query('p1', 'a', 1, { isDataPreview: true, sql: 'SELECT * FROM t' })),
      A.startQuery(query('p2', 'a', 2, { isDataPreview: true, sql: 'SELECT * FROM t' })),
    );
    expect(Object.keys(s.queries)).toEqual(['p2']);
  });

  it('removing the latest query clears the tab pointer', () => {
    let s = reduce(A.addQueryEditor(editor('a')), A.startQuery(query('q1', 'a', 1)));
    s = sqlLabReducer(s, A.removeQuery('q1'));
    expect(s.queryEditors[0].latestQueryId).toBeNull();
  });
});
