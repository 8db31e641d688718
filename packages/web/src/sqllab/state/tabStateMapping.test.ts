import { describe, expect, it } from 'vitest';
import type { SqlLabBootstrap, SqlLabTabState } from '@tessera/core';
import { stateFromBootstrap } from './tabThunks';
import { tabStateChanges } from './tabStateMapping';

const active: SqlLabTabState = {
  id: 7,
  user_id: 1,
  label: 'Births',
  active: true,
  database_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT * FROM birth_names',
  query_limit: 100,
  latest_query: {
    id: 'q1',
    queryId: 11,
    serverId: 11,
    dbId: 1,
    db: 'examples',
    catalog: null,
    schema: 'main',
    sql: 'SELECT * FROM birth_names',
    executedSql: 'SELECT * FROM birth_names',
    state: 'success',
    progress: 100,
    rows: 3,
    limit: 100,
    limitingFactor: 'NOT_LIMITED',
    startDttm: 1,
    endDttm: 2,
    changed_on: '2024-01-01T00:00:00',
    errorMessage: null,
    ctas: false,
    ctas_method: null,
    tempSchema: null,
    tempTable: null,
    tab: 'Births',
    sqlEditorId: '7',
    userId: 1,
    user: 'admin',
    resultsKey: 'k',
    trackingUrl: null,
    extra: {},
  },
  autorun: false,
  template_params: null,
  hide_left_bar: true,
  saved_query: null,
  extra_json: null,
  table_schemas: [
    {
      id: 3,
      tab_state_id: 7,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table: 'birth_names',
      description: null,
      expanded: false,
    },
  ],
};

describe('tab state from the server', () => {
  it('restores the active tab whole and the others to load on first switch', () => {
    const boot: SqlLabBootstrap = {
      active_tab: active,
      databases: {},
      queries: {},
      tab_state_ids: [[5, 'Older'], { id: 7, label: 'Births' }],
    };
    const s = stateFromBootstrap(boot);
    expect(s.queryEditors.map((q) => [q.id, q.title, q.loaded])).toEqual([
      ['5', 'Older', false],
      ['7', 'Births', true],
    ]);
    expect(s.tabHistory).toEqual(['7']);
    expect(s.queryEditors[1]).toMatchObject({
      queryLimit: 100,
      hideLeftBar: true,
      latestQueryId: 'q1',
    });
    expect(s.tables[0]).toMatchObject({ remoteId: 3, name: 'birth_names', expanded: false });
    expect(s.queries.q1).toMatchObject({ state: 'success', resultsKey: 'k' });
  });

  it('maps editor changes to the fields PUT /tabstateview/{id} takes', () => {
    expect(
      tabStateChanges({ title: 'T', dbId: 2, schema: null, queryLimit: 10, hideLeftBar: true }),
    ).toEqual({ label: 'T', database_id: 2, schema: null, query_limit: 10, hide_left_bar: true });
    expect(tabStateChanges({ selectedText: 'x' })).toEqual({});
  });
});
