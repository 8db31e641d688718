import { describe, expect, it } from 'vitest';
import type { SqlLabBootstrap, TabStateDict } from '../types';
import { stateFromBootstrap } from './tabThunks';
import { tabStateChanges } from './tabStateMapping';

const active: TabStateDict = {
  id: 7,
  label: 'Births',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT * FROM birth_names',
  query_limit: 100,
  latest_query: {
    id: 'q1',
    dbId: 1,
    sql: 'SELECT * FROM birth_names',
    state: 'success',
    resultsKey: 'k',
  },
  autorun: false,
  template_params: null,
  hide_left_bar: true,
  saved_query: null,
  table_schemas: [
    {
      id: 3,
      tab_state_id: 7,
      database_id: 1,
      schema: 'main',
      table: 'birth_names',
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
