import { describe, expect, it } from 'vitest';
import { fromStoredState, toStoredState } from './localStore';
import { initialSqlLabState, type SqlLabState } from './sqlLabSlice';

const state: SqlLabState = {
  ...initialSqlLabState,
  queryEditors: [
    {
      id: 'a',
      title: 'Births',
      sql: 'SELECT * FROM birth_names',
      dbId: 1,
      schema: 'main',
      autorun: false,
      queryLimit: 100,
      templateParams: '{"x": 1}',
      selectedText: 'SELECT',
      latestQueryId: 'q1',
      remoteId: null,
      hideLeftBar: true,
      loaded: true,
    },
  ],
  tabHistory: ['a', 'gone'],
  tables: [
    { id: 't', dbId: 1, queryEditorId: 'a', schema: 'main', name: 'birth_names', expanded: false },
  ],
  queries: {
    q1: {
      id: 'q1',
      dbId: 1,
      sql: 'SELECT 1',
      schema: 'main',
      sqlEditorId: 'a',
      tab: 'Births',
      runAsync: false,
      ctas: false,
      tempTable: '',
      progress: 50,
      startDttm: 1,
      state: 'running',
      isDataPreview: false,
    },
  },
};

describe('localStorage tabs', () => {
  it('round-trips the tabs with what each remembers', () => {
    const back = fromStoredState(toStoredState(state))!;
    expect(back.queryEditors[0]).toMatchObject({
      title: 'Births',
      schema: 'main',
      queryLimit: 100,
      templateParams: '{"x": 1}',
      hideLeftBar: true,
      latestQueryId: 'q1',
      selectedText: null,
    });
    expect(back.tabHistory).toEqual(['a']);
    expect(back.tables[0]).toMatchObject({ name: 'birth_names', expanded: false });
  });

  it('leaves result rows out and brings running queries back as stopped', () => {
    const back = fromStoredState(toStoredState(state))!;
    expect(back.queries.q1).not.toHaveProperty('results');
    expect(back.queries.q1).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  });

  it('ignores missing or damaged storage', () => {
    expect(fromStoredState(null)).toBeNull();
    expect(fromStoredState('{not json')).toBeNull();
    expect(fromStoredState('{"version": 99}')).toBeNull();
  });
});
