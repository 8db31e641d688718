import { describe, expect, it } from 'vitest';
import type { Query, QueryEditor } from '../types';
import { migrationPlan, remainingLocalState } from './localMigrationPlan';
import { initialSqlLabState, type SqlLabState } from './sqlLabSlice';

function editor(id: string, title: string): QueryEditor {
  return {
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
  };
}

function query(id: string, sqlEditorId: string, isDataPreview = false): Query {
  return {
    id,
    dbId: 1,
    sql: 'SELECT 1',
    schema: 'main',
    sqlEditorId,
    tab: '',
    runAsync: false,
    ctas: false,
    tempTable: '',
    progress: 100,
    startDttm: 1,
    state: 'success',
    isDataPreview,
  } as Query;
}

const state: SqlLabState = {
  ...initialSqlLabState,
  queryEditors: [editor('a', 'Births'), editor('b', 'Flights')],
  tabHistory: ['a', 'b'],
  tables: [
    { id: 'ta', dbId: 1, queryEditorId: 'a', schema: 'main', name: 'birth_names', expanded: true },
    { id: 'tb', dbId: 1, queryEditorId: 'b', schema: 'main', name: 'flights', expanded: true },
  ],
  queries: { q1: query('q1', 'a'), q2: query('q2', 'b'), p: query('p', 'a', true) },
};

describe('moving locally held tabs to the server', () => {
  it('plans each tab with the queries it ran and its tables, leaving data previews out', () => {
    const plan = migrationPlan(state);
    expect(plan.map((s) => s.editor.title)).toEqual(['Births', 'Flights']);
    expect(plan[0].queryIds).toEqual(['q1']);
    expect(plan[0].tables.map((t) => t.name)).toEqual(['birth_names']);
    expect(plan[1].queryIds).toEqual(['q2']);
  });

  it('keeps nothing locally once every tab moved', () => {
    const done = ['a', 'b'].map((editorId, i) => ({
      editorId,
      remoteId: i + 10,
      failedQueryIds: [],
      failedTableIds: [],
    }));
    expect(remainingLocalState(state, done)).toBeNull();
  });

  it('keeps a refused tab whole, and only the failed part of a created one with its id', () => {
    const left = remainingLocalState(state, [
      { editorId: 'a', remoteId: null, failedQueryIds: [], failedTableIds: [] },
      { editorId: 'b', remoteId: 11, failedQueryIds: ['q2'], failedTableIds: [] },
    ])!;
    expect(left.queryEditors.map((qe) => [qe.title, qe.remoteId])).toEqual([
      ['Births', null],
      ['Flights', 11],
    ]);
    expect(Object.keys(left.queries).sort()).toEqual(['p', 'q1', 'q2']);
    expect(left.tables.map((t) => t.name)).toEqual(['birth_names']);
    // The retry plan skips creating the tab that already has its server id.
    const retry = migrationPlan(left);
    expect(retry[1]).toMatchObject({ queryIds: ['q2'], tables: [] });
    expect(retry[1].editor.remoteId).toBe(11);
  });
});
