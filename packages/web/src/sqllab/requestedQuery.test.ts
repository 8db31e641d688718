import { describe, expect, it } from 'vitest';
import { requestOfRequestedQuery } from './requestedQuery';

describe('requestOfRequestedQuery', () => {
  it("opens a posted dataset's SQL", () => {
    expect(
      requestOfRequestedQuery({ datasourceKey: '7__table', sql: 'SELECT name FROM birth_names' }),
    ).toEqual({ kind: 'datasource', id: 7, type: 'table', sql: 'SELECT name FROM birth_names' });
    expect(requestOfRequestedQuery({ datasourceKey: '7__table' })).toEqual({
      kind: 'datasource',
      id: 7,
      type: 'table',
    });
  });

  it('opens posted SQL without a dataset on its database', () => {
    expect(requestOfRequestedQuery({ sql: 'SELECT 1', dbid: 2, schema: 'main' })).toEqual({
      kind: 'sql',
      sql: 'SELECT 1',
      dbId: 2,
      schema: 'main',
      title: null,
    });
  });

  it('opens nothing for a missing or unusable post', () => {
    expect(requestOfRequestedQuery(undefined)).toBeNull();
    expect(requestOfRequestedQuery('SELECT 1')).toBeNull();
    expect(requestOfRequestedQuery({ datasourceKey: 'x__table' })).toBeNull();
    expect(requestOfRequestedQuery({})).toBeNull();
  });
});
