/**
 * What the dashboard page reads and its partial writes: the charts with their form data,
 * the datasets, the tabs, Save as (`copy/` and the legacy `copy_dash`, with and without
 * duplicating the charts), the colour keys and native filters of `json_metadata`, and
 * `fetch_datasource_metadata`. Bad bodies are 400s naming the field, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession, q } from './chartsSession.js';
import { layoutOf, newDashboard, readBack, tabbedLayout } from './dashboardLayouts.js';

const available = await storeAvailable();

describe.skipIf(!available)('dashboard contents', () => {
  const session = new ChartsSession();
  const { api, create } = session;
  let a: number;
  let b: number;
  let board: number;
  beforeAll(async () => {
    await session.start();
    a = await create({
      slice_name: 'Girls',
      description: 'Some *girls*',
      params: JSON.stringify({ viz_type: 'pie', metric: 'count', groupby: ['gender'] }),
    });
    b = await create({ slice_name: 'Boys' });
    board = await newDashboard(session, {
      dashboard_title: 'Tabbed',
      slug: 'tabbed',
      published: true,
      position_json: JSON.stringify(tabbedLayout([a], [b])),
      json_metadata: JSON.stringify({
        expanded_slices: { [a]: true },
        color_scheme: 'supersetColors',
      }),
    });
  }, 180_000);
  afterAll(session.stop);

  it('answers the charts with their form data, by id or slug', async () => {
    const r = await api('GET', '/api/v1/dashboard/tabbed/charts');
    expect(r.status).toBe(200);
    expect(r.body.result).toHaveLength(2);
    expect(r.body.result[0]).toMatchObject({
      id: a,
      slice_name: 'Girls',
      slice_url: `/explore/?slice_id=${a}`,
      description: 'Some *girls*',
      description_markeddown: expect.stringContaining('<em>girls</em>'),
      form_data: {
        viz_type: 'pie',
        metric: 'count',
        groupby: ['gender'],
        slice_id: a,
        datasource: `${session.births.id}__table`,
      },
      datasource_id: session.births.id,
      cache_timeout: null,
      changed_on: expect.any(String),
      certified_by: null,
    });
    expect((await api('GET', `/api/v1/dashboard/987654/charts`)).status).toBe(404);
  });

  it('answers the datasets as explore takes them, and the tabs as Superset', async () => {
    const ds = await api('GET', `/api/v1/dashboard/${board}/datasets`);
    expect(ds.status).toBe(200);
    expect(ds.body.result).toHaveLength(1);
    expect(ds.body.result[0]).toMatchObject({
      id: session.births.id,
      uid: `${session.births.id}__table`,
      type: 'table',
      table_name: 'birth_names',
      database: { id: expect.any(Number), name: 'examples' },
      columns: expect.any(Array),
      metrics: expect.any(Array),
      verbose_map: expect.any(Object),
    });
    expect(ds.body.result[0].column_types).toHaveLength(ds.body.result[0].columns.length);
    const tabs = await api('GET', '/api/v1/dashboard/tabbed/tabs');
    expect(tabs.body).toEqual({
      result: {
        all_tabs: { 'TAB-a': 'First', 'TAB-b': 'Second', 'TAB-c': 'Inner' },
        tab_tree: [
          { title: 'First', value: 'TAB-a', children: [] },
          {
            title: 'Second',
            value: 'TAB-b',
            children: [{ title: 'Inner', value: 'TAB-c', children: [] }],
          },
        ],
      },
    });
    const meta = await api(
      'GET',
      `/superset/fetch_datasource_metadata?datasourceKey=${session.births.id}__table`,
    );
    expect(meta.status).toBe(200);
    expect(meta.body).toMatchObject({ id: session.births.id, table_name: 'birth_names' });
  });

  it('saves a copy with the same charts, or with copies of them', async () => {
    const metadata = { color_scheme: 'bnbColors', expanded_slices: { [a]: true } };
    const plain = await api(
      'POST',
      `/api/v1/dashboard/${board}/copy/`,
      {
        dashboard_title: 'Tabbed copy',
        css: '.a{}',
        json_metadata: JSON.stringify(metadata),
      },
      session.alpha,
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body).toEqual({
      result: { id: expect.any(Number), last_modified_time: expect.any(Number) },
    });
    const copied = await readBack(session, plain.body.result.id);
    expect(copied).toMatchObject({
      dashboard_title: 'Tabbed copy',
      css: '.a{}',
      published: false,
      slug: null,
    });
    expect(copied.owners.map((o: { id: number }) => o.id)).toEqual([session.alphaId]);
    expect(copied.chartIds).toEqual([a, b]);
    expect(copied.layout).toEqual(tabbedLayout([a], [b]));

    const deep = await api('POST', `/api/v1/dashboard/tabbed/copy/`, {
      dashboard_title: 'Deep copy',
      json_metadata: JSON.stringify({ ...metadata, positions: layoutOf([[a, b]]) }),
      duplicate_slices: true,
    });
    expect(deep.status, JSON.stringify(deep.body)).toBe(200);
    const dup = await readBack(session, deep.body.result.id);
    expect(dup.chartIds).toHaveLength(2);
    expect(dup.chartIds.some((id: number) => [a, b].includes(id))).toBe(false);
    expect(dup.layout['CHART-0-0'].meta.chartId).toBe(dup.chartIds[0]);
    const dupMeta = JSON.parse(dup.json_metadata);
    expect(dupMeta.positions).toBeUndefined();
    expect(dupMeta.expanded_slices).toEqual({ [dup.chartIds[0]]: true });
    const names = await api('GET', `/api/v1/dashboard/${deep.body.result.id}/charts`);
    expect(names.body.result.map((c: { slice_name: string }) => c.slice_name)).toEqual([
      'Girls',
      'Boys',
    ]);
  });

  it('copies through the legacy copy_dash form post', async () => {
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        dashboard_title: 'Legacy copy',
        json_metadata: '{}',
        last_modified_time: 1,
      }),
    );
    const res = await fetch(`${session.s.url}/superset/copy_dash/${board}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.admin}` },
      body: form,
    });
    const body = (await res.json()) as { id: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      id: expect.any(Number),
      dashboard_title: 'Legacy copy',
      metadata: {},
      last_modified_time: expect.any(Number),
    });
    expect((await readBack(session, body.id)).chartIds).toEqual([a, b]);
  });

  it('refuses bad copy bodies naming the field, writing nothing', async () => {
    const before = (await api('GET', '/api/v1/dashboard/')).body.count;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ dashboard_title: 'x' }, { json_metadata: ['Missing data for required field.'] }],
      [{ dashboard_title: 5, json_metadata: '{}' }, { dashboard_title: ['Not a valid string.'] }],
      [
        { json_metadata: '{"refresh_frequency":-1}' },
        { json_metadata: ['refresh_frequency: Must be greater than or equal to 0.'] },
      ],
      [
        { json_metadata: '{}', duplicate_slices: 'yes' },
        { duplicate_slices: ['Not a valid boolean.'] },
      ],
    ];
    for (const [body, message] of cases) {
      const r = await api('POST', `/api/v1/dashboard/${board}/copy/`, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
    }
    const bad = await api('POST', `/api/v1/dashboard/${board}/copy/`, {
      json_metadata: JSON.stringify({ positions: layoutOf([[987654]]) }),
      duplicate_slices: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.json_metadata[0]).toContain('chart 987654, which does not exist');
    expect((await api('GET', '/api/v1/dashboard/')).body.count).toBe(before);
    expect((await api('GET', `/api/v1/chart/${q('(page_size:100)')}`)).body.count).toBe(
      (await api('GET', '/api/v1/chart/')).body.count,
    );
  });

  it('sets the colour keys, keeping the change time unless asked', async () => {
    const before = (await readBack(session, board)).changed_on;
    const colors = {
      color_scheme: 'bnbColors',
      label_colors: { boy: '#0000ff' },
      color_scheme_domain: ['#fff'],
    };
    const r = await api(
      'PUT',
      `/api/v1/dashboard/${board}/colors?q=${encodeURIComponent('(mark_updated:!f)')}`,
      colors,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await readBack(session, board);
    expect(after.changed_on).toBe(before);
    expect(JSON.parse(after.json_metadata)).toEqual({ expanded_slices: { [a]: true }, ...colors });
    const marked = await api('PUT', `/api/v1/dashboard/${board}/colors?mark_updated=true`, {
      color_namespace: 'ns',
    });
    expect(marked.status).toBe(200);
    expect((await readBack(session, board)).changed_on).not.toBe(before);
    const bad = await api('PUT', `/api/v1/dashboard/${board}/colors`, { label_colors: { boy: 5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['label_colors.boy']);
    expect(JSON.parse((await readBack(session, board)).json_metadata).label_colors).toEqual({
      boy: '#0000ff',
    });
  });

  it('changes, adds, deletes and reorders native filters as Superset 4', async () => {
    const f = (id: string, name: string) => ({
      id,
      name,
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      targets: [{ datasetId: session.births.id, column: { name: 'gender' } }],
      controlValues: {},
      defaultDataMask: {},
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    });
    const url = `/api/v1/dashboard/${board}/filters`;
    const first = await api('PUT', url, {
      modified: [f('NATIVE_FILTER-1', 'One'), f('NATIVE_FILTER-2', 'Two')],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.map((x: { id: string }) => x.id)).toEqual([
      'NATIVE_FILTER-1',
      'NATIVE_FILTER-2',
    ]);
    const second = await api('PUT', url, {
      modified: [f('NATIVE_FILTER-2', 'Two again'), f('NATIVE_FILTER-3', 'Three')],
      deleted: ['NATIVE_FILTER-1'],
      reordered: ['NATIVE_FILTER-3', 'NATIVE_FILTER-2'],
    });
    expect(second.body.result.map((x: { name: string }) => x.name)).toEqual(['Three', 'Two again']);
    const stored = JSON.parse((await readBack(session, board)).json_metadata);
    expect(stored.native_filter_configuration).toEqual(second.body.result);
    expect(stored.color_scheme).toBe('bnbColors');
    const bad = await api('PUT', url, { modified: [{ name: 'no id' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['modified.0.id']);
  });
});
