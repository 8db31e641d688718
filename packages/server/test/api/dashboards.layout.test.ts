/**
 * The dashboard layout on the API: `position_json` and `json_metadata` validated (the
 * 65,535-character limit, unknown types, dangling children, cycles, a component reached
 * twice, a forbidden child, a CHART of no chart, typed metadata keys) with 400s naming the
 * field and the component and nothing written; membership following the layout's CHARTs;
 * charts saved onto a dashboard appended to its layout as a row, and deleted charts leaving it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { ChartsSession } from './chartsSession.js';
import { layoutOf, newDashboard, readBack, tabbedLayout } from './dashboardLayouts.js';

const available = await storeAvailable();

describe.skipIf(!available)('dashboard layouts', () => {
  const session = new ChartsSession();
  const { api, create } = session;
  beforeAll(session.start, 180_000);
  afterAll(session.stop);

  const put = (id: number, body: unknown, token = session.admin) =>
    api('PUT', `/api/v1/dashboard/${id}`, body, token);

  it('makes the layout decide the charts, and keeps them when no layout is sent', async () => {
    const [a, b, c] = [
      await create({ slice_name: 'Layout A' }),
      await create({ slice_name: 'Layout B' }),
      await create({ slice_name: 'Layout C' }),
    ];
    const id = await newDashboard(session, {
      dashboard_title: 'Layout board',
      position_json: JSON.stringify(layoutOf([[a, b]])),
    });
    expect((await readBack(session, id)).chartIds).toEqual([a, b]);

    const saved = await put(id, { position_json: JSON.stringify(layoutOf([[c], [a]])) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      id,
      result: { position_json: expect.any(String) },
      last_modified_time: expect.any(Number),
    });
    expect((await readBack(session, id)).chartIds).toEqual([a, c]);

    // A save without a layout keeps the charts; an empty layout holds none.
    expect((await put(id, { dashboard_title: 'Renamed' })).status).toBe(200);
    expect((await readBack(session, id)).chartIds).toEqual([a, c]);
    expect((await put(id, { position_json: '' })).status).toBe(200);
    expect((await readBack(session, id)).chartIds).toEqual([]);
  });

  it("takes the layout from json_metadata's positions, as Superset's client saves", async () => {
    const a = await create({ slice_name: 'Positions A' });
    const id = await newDashboard(session, { dashboard_title: 'Positions board' });
    const metadata = {
      positions: layoutOf([[a]]),
      refresh_frequency: 60,
      chart_configuration: { [a]: { id: a, crossFilters: { scope: 'global' } } },
      my_own_key: { kept: true },
    };
    const r = await put(id, { json_metadata: JSON.stringify(metadata) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(JSON.parse(r.body.result.json_metadata).chart_configuration).toEqual(
      metadata.chart_configuration,
    );
    const back = await readBack(session, id);
    expect(back.chartIds).toEqual([a]);
    expect(back.layout['ROW-0']).toMatchObject({ type: 'ROW' });
    const stored = JSON.parse(back.json_metadata);
    expect(stored.positions).toBeUndefined();
    expect(stored).toMatchObject({ refresh_frequency: 60, my_own_key: { kept: true } });
  });

  it('refuses a bad layout naming the field and the component, and writes nothing', async () => {
    const a = await create({ slice_name: 'Kept chart' });
    const good = layoutOf([[a]], 'Before');
    const id = await newDashboard(session, {
      dashboard_title: 'Before',
      position_json: JSON.stringify(good),
    });
    type Item = { id?: string; type: string; children: string[]; meta: Record<string, unknown> };
    const bad = (change: (l: Record<string, Item>) => void) => {
      const l = structuredClone(good) as Record<string, Item>;
      change(l);
      return l;
    };
    const cases: [Record<string, unknown>, string][] = [
      [
        bad((l) => (l['ROW-0'].type = 'SPACESHIP')),
        'Component "ROW-0" has an unknown type "SPACESHIP".',
      ],
      [
        bad((l) => l['ROW-0'].children.push('CHART-nowhere')),
        'Component "ROW-0" has a child "CHART-nowhere" that is not in the layout.',
      ],
      [
        bad((l) => l['CHART-0-0'].children.push('ROW-0')),
        'Component "CHART-0-0" (CHART) may not hold "ROW-0" (ROW).',
      ],
      [
        bad((l) => l.ROOT_ID.children.push('ROW-0')),
        'Component "ROOT_ID" (ROOT) may not hold "ROW-0" (ROW).',
      ],
      [
        bad((l) => {
          l['COLUMN-1'] = { id: 'COLUMN-1', type: 'COLUMN', children: ['ROW-9'], meta: {} };
          l['ROW-9'] = { id: 'ROW-9', type: 'ROW', children: ['COLUMN-1'], meta: {} };
        }),
        'Component "COLUMN-1" is its own ancestor (a cycle).',
      ],
      [
        bad((l) => (l['CHART-0-0'].meta.chartId = 'seven')),
        'Component "CHART-0-0" (CHART) has a meta.chartId that is not an integer.',
      ],
      [
        bad((l) => (l['CHART-0-0'].meta.chartId = 987654)),
        'Component "CHART-0-0" (CHART) shows chart 987654, which does not exist.',
      ],
    ];
    for (const [layout, message] of cases) {
      const r = await put(id, { dashboard_title: 'After', position_json: JSON.stringify(layout) });
      expect(r.status, message).toBe(400);
      expect(r.body.message.position_json).toContain(message);
      const created = await api('POST', '/api/v1/dashboard/', {
        dashboard_title: 'Never',
        position_json: JSON.stringify(layout),
      });
      expect(created.status).toBe(400);
      expect(created.body.message.position_json).toContain(message);
    }
    const huge = JSON.stringify({ ...good, pad: 'x'.repeat(65_536) });
    const tooLong = await put(id, { position_json: huge });
    expect(tooLong.body).toEqual({
      message: { position_json: ['Longer than maximum length 65535.'] },
    });
    const notJson = await put(id, { position_json: '{oops' });
    expect(notJson.body).toEqual({ message: { position_json: ['JSON not valid'] } });

    const back = await readBack(session, id);
    expect(back.dashboard_title).toBe('Before');
    expect(back.layout).toEqual(good);
    expect(back.chartIds).toEqual([a]);
    const listed = await api(
      'GET',
      `/api/v1/dashboard/?q=${encodeURIComponent('(filters:!((col:dashboard_title,opr:eq,value:Never)))')}`,
    );
    expect(listed.body.count).toBe(0);
  });

  it('refuses json_metadata with mistyped keys or a bad positions layout', async () => {
    const id = await newDashboard(session, { dashboard_title: 'Metadata board' });
    const cases: [unknown, string][] = [
      [{ refresh_frequency: -5 }, 'refresh_frequency: Must be greater than or equal to 0.'],
      [
        { refresh_frequency: 'often' },
        'refresh_frequency: Invalid input: expected number, received string',
      ],
      [
        { label_colors: { boys: 5 } },
        'label_colors.boys: Invalid input: expected string, received number',
      ],
      [{ expanded_slices: [1] }, 'expanded_slices: Invalid input: expected record, received array'],
      [
        { positions: { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['X'], meta: {} } } },
        'positions: Component "ROOT_ID" has a child "X" that is not in the layout.',
      ],
    ];
    for (const [metadata, message] of cases) {
      const r = await put(id, { css: '.x{}', json_metadata: JSON.stringify(metadata) });
      expect(r.status, message).toBe(400);
      expect(r.body).toEqual({ message: { json_metadata: [message] } });
    }
    const tooLong = await put(id, { json_metadata: JSON.stringify({ pad: 'x'.repeat(65_536) }) });
    expect(tooLong.body).toEqual({
      message: { json_metadata: ['Longer than maximum length 65535.'] },
    });
    const back = await readBack(session, id);
    expect(back.css).toBeNull();
    expect(back.json_metadata).toBeNull();
  });

  it('appends a chart saved onto a dashboard as a new row, and takes it out when it leaves', async () => {
    const a = await create({ slice_name: 'First on board' });
    const id = await newDashboard(session, {
      dashboard_title: 'Explore target',
      position_json: JSON.stringify(layoutOf([[a]])),
    });
    const other = await newDashboard(session, { dashboard_title: 'No layout yet' });
    const saved = await create({ slice_name: 'Saved from explore', dashboards: [id, other] });
    const back = await readBack(session, id);
    expect(back.chartIds).toEqual([a, saved]);
    const grid = back.layout.GRID_ID.children as string[];
    expect(grid).toHaveLength(2);
    const row = back.layout[grid[1]];
    expect(row).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'] });
    expect(back.layout[row.children[0]]).toMatchObject({
      type: 'CHART',
      meta: { chartId: saved, width: 4, height: 50, sliceName: 'Saved from explore' },
    });
    // The dashboard without a layout holds the chart and still has no layout.
    const plain = await readBack(session, other);
    expect(plain.chartIds).toEqual([saved]);
    expect(plain.layout).toBeNull();

    // Leaving the dashboard (a chart PUT) takes its row out; deleting a chart does too.
    expect((await api('PUT', `/api/v1/chart/${saved}`, { dashboards: [other] })).status).toBe(200);
    const left = await readBack(session, id);
    expect(left.chartIds).toEqual([a]);
    expect(left.layout.GRID_ID.children).toEqual(['ROW-0']);
    expect((await api('DELETE', `/api/v1/chart/${a}`)).status).toBe(200);
    const emptied = await readBack(session, id);
    expect(emptied.chartIds).toEqual([]);
    expect(emptied.layout.GRID_ID.children).toEqual([]);
    expect(emptied.layout['CHART-0-0']).toBeUndefined();
  });

  it('appends a chart saved onto a tabbed dashboard to its first tab; its row goes when it leaves', async () => {
    const a = await create({ slice_name: 'On the first tab' });
    const b = await create({ slice_name: 'On the second tab' });
    const id = await newDashboard(session, {
      dashboard_title: 'Tabbed explore target',
      position_json: JSON.stringify(tabbedLayout([a], [b])),
    });
    const saved = await create({ slice_name: 'Saved onto tabs', dashboards: [id] });
    const back = await readBack(session, id);
    expect(back.layout.DASHBOARD_VERSION_KEY).toBe('v2');
    const tab = back.layout['TAB-a'].children as string[];
    expect(tab).toHaveLength(2);
    const row = back.layout[tab[1]];
    expect(row).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'TABS-top', 'TAB-a'] });
    expect(back.layout[row.children[0]]).toMatchObject({
      type: 'CHART',
      meta: { chartId: saved, sliceName: 'Saved onto tabs' },
    });
    expect((await api('DELETE', `/api/v1/chart/${saved}`)).status).toBe(200);
    expect((await readBack(session, id)).layout['TAB-a'].children).toEqual(['ROW-a']);
    // The last chart of a row in a tab: the row goes, the tab stays.
    expect((await api('DELETE', `/api/v1/chart/${b}`)).status).toBe(200);
    const left = await readBack(session, id);
    expect(left.layout['TAB-b'].children).toEqual(['TABS-inner']);
    expect(left.layout['ROW-b']).toBeUndefined();
  });

  it('refuses a layout showing a chart the user may not read (unless the board holds it)', async () => {
    const secret = await create({ slice_name: 'Sales only', datasource_id: session.sales.id });
    const own = await newDashboard(session, { dashboard_title: 'Gemma board' }, session.gamma);
    const r = await put(
      own,
      { position_json: JSON.stringify(layoutOf([[secret]])) },
      session.gamma,
    );
    expect(r.status).toBe(400);
    expect(r.body.message.position_json).toEqual([
      `Component "CHART-0-0" (CHART) shows chart ${secret}, which does not exist.`,
    ]);
    expect((await readBack(session, own)).chartIds).toEqual([]);
  });
});
