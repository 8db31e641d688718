/**
 * A dashboard's native filters are checked when it is saved, by `PUT /api/v1/dashboard/<pk>`
 * (and POST) with its `json_metadata`, and by `PUT /api/v1/dashboard/<pk>/filters`: each a
 * NATIVE_FILTER or DIVIDER with its type's fields, ids unique, parents that are filters of the
 * dashboard with no cycle, targets on datasets that exist. A bad configuration is a 400 naming
 * `json_metadata` and the filter, and nothing of the save is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard, readBack } from './dashboardLayouts.js';

const available = await storeAvailable();

describe.skipIf(!available)('native filter configuration on save', () => {
  const session = new ChartsSession();
  const { api } = session;
  let board: number;
  beforeAll(async () => {
    await session.start();
    const births = await session.create({ slice_name: 'Births' });
    board = await newDashboard(session, {
      dashboard_title: 'Filtered',
      published: true,
      position_json: JSON.stringify(layoutOf([[births]])),
    });
  }, 180_000);
  afterAll(session.stop);

  const filter = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    type: 'NATIVE_FILTER',
    name: `Filter ${id}`,
    filterType: 'filter_select',
    targets: [{ datasetId: session.births.id, column: { name: 'gender' } }],
    controlValues: { multiSelect: true, enableEmptyFilter: false },
    defaultDataMask: { filterState: { value: null } },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    description: '',
    ...extra,
  });
  const divider = {
    id: 'NATIVE_FILTER_DIVIDER-1',
    type: 'DIVIDER',
    title: 'More',
    description: '',
  };
  const label = (i: number, id: string) =>
    `native_filter_configuration[${i}] "${id}" ("Filter ${id}")`;

  const save = (config: unknown[], extra: Record<string, unknown> = {}, token = session.admin) =>
    api(
      'PUT',
      `/api/v1/dashboard/${board}`,
      { json_metadata: JSON.stringify({ native_filter_configuration: config }), ...extra },
      token,
    );
  const storedFilters = async () => {
    const shown = await readBack(session, board);
    return {
      title: shown.dashboard_title as string,
      filters: JSON.parse(shown.json_metadata ?? '{}').native_filter_configuration,
    };
  };

  it('saves a sound configuration: filters, cascades, dividers, a time filter', async () => {
    const config = [
      filter('NATIVE_FILTER-a'),
      filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
      divider,
      filter('NATIVE_FILTER-t', { filterType: 'filter_time', targets: [{}] }),
    ];
    const r = await save(config);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await storedFilters()).filters).toEqual(config);
  });

  it('refuses a bad configuration on PUT naming json_metadata and the filter, writing nothing', async () => {
    const before = await storedFilters();
    const refused = async (config: unknown[], message: string) => {
      const r = await save(config, { dashboard_title: 'Renamed' });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toEqual({ message: { json_metadata: [message] } });
    };
    await refused(
      [
        filter('NATIVE_FILTER-a'),
        filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-x'] }),
      ],
      `${label(1, 'NATIVE_FILTER-b')}: cascadeParentIds names "NATIVE_FILTER-x", which is not a filter of this dashboard`,
    );
    await refused(
      [
        filter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-b'] }),
        filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
      ],
      `${label(0, 'NATIVE_FILTER-a')}: its cascadeParentIds make a cycle`,
    );
    await refused(
      [filter('NATIVE_FILTER-a'), filter('NATIVE_FILTER-a')],
      `${label(1, 'NATIVE_FILTER-a')}: the id "NATIVE_FILTER-a" is used twice`,
    );
    await refused(
      [filter('NATIVE_FILTER-a', { targets: [{ datasetId: 987654, column: { name: 'x' } }] })],
      `${label(0, 'NATIVE_FILTER-a')}: targets[0].datasetId 987654 is not a dataset`,
    );
    await refused(
      [
        filter('NATIVE_FILTER-a', {
          targets: [{ datasetUuid: '00000000-0000-4000-8000-000000000000' }],
        }),
      ],
      `${label(0, 'NATIVE_FILTER-a')}: targets[0].datasetUuid "00000000-0000-4000-8000-000000000000" is not a dataset`,
    );
    const { scope: _scope, ...noScope } = filter('NATIVE_FILTER-a');
    await refused(
      [noScope],
      `${label(0, 'NATIVE_FILTER-a')}: scope must be an object {rootPath, excluded}`,
    );
    await refused(
      [{ id: 'NATIVE_FILTER-z', type: 'CHART' }],
      'native_filter_configuration[0] "NATIVE_FILTER-z": type must be NATIVE_FILTER or DIVIDER',
    );
    expect(await storedFilters()).toEqual(before);
  });

  it('refuses a dashboard created with a bad configuration', async () => {
    const count = async () => (await api('GET', '/api/v1/dashboard/')).body.count as number;
    const before = await count();
    const r = await api('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Never',
      json_metadata: JSON.stringify({
        native_filter_configuration: [
          filter('NATIVE_FILTER-a', { targets: [{ datasetId: 987654 }] }),
        ],
      }),
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.message)).toEqual(['json_metadata']);
    expect(await count()).toBe(before);
  });

  it('checks the configuration PUT /filters makes, whole, writing nothing when it is bad', async () => {
    const url = `/api/v1/dashboard/${board}/filters`;
    const start = await api('PUT', url, {
      modified: [
        filter('NATIVE_FILTER-p'),
        filter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-p'] }),
      ],
      deleted: ['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-t', 'NATIVE_FILTER_DIVIDER-1'],
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const before = await storedFilters();
    expect(before.filters.map((f: { id: string }) => f.id)).toEqual([
      'NATIVE_FILTER-p',
      'NATIVE_FILTER-c',
    ]);
    const refused = async (body: unknown, message: string) => {
      const r = await api('PUT', url, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toEqual({ message: { json_metadata: [message] } });
    };
    // the parent goes while its child stays
    await refused(
      { deleted: ['NATIVE_FILTER-p'] },
      `native_filter_configuration[0] "NATIVE_FILTER-c" ("Filter NATIVE_FILTER-c"): cascadeParentIds names "NATIVE_FILTER-p", which is not a filter of this dashboard`,
    );
    // a new filter without its fields, a change that makes a cycle, a dataset that is not
    await refused(
      { modified: [filter('NATIVE_FILTER-n', { name: 'New', filterType: undefined })] },
      'native_filter_configuration[2] "NATIVE_FILTER-n" ("New"): filterType is required',
    );
    await refused(
      { modified: [filter('NATIVE_FILTER-p', { cascadeParentIds: ['NATIVE_FILTER-c'] })] },
      `${label(0, 'NATIVE_FILTER-p')}: its cascadeParentIds make a cycle`,
    );
    await refused(
      { modified: [filter('NATIVE_FILTER-c', { targets: [{ datasetId: 987654 }] })] },
      `${label(1, 'NATIVE_FILTER-c')}: targets[0].datasetId 987654 is not a dataset`,
    );
    expect(await storedFilters()).toEqual(before);
    // Gamma, who does not own the dashboard, changes nothing either
    const gamma = await api('PUT', url, { deleted: ['NATIVE_FILTER-c'] }, session.gamma);
    expect(gamma.status).toBe(403);
    expect(await storedFilters()).toEqual(before);
  });
});
