/**
 * Superset's example dashboards and charts at first start (TESSERA_LOAD_EXAMPLES): the shipped
 * bundle imported onto the examples database, without its test assets; importing it again
 * (`tessera load-examples`) updates the same objects and adds none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { importExampleAssets } from '../../src/services/exampleAssets.js';
import { exampleBundleFiles } from '../../src/examples/exampleBundle.js';

const available = await storeAvailable();

const ALL = `?q=${encodeURIComponent('(page_size:100)')}`;
const EXAMPLE_DASHBOARDS = [
  'COVID Vaccine Dashboard',
  'Sales Dashboard',
  'Slack Dashboard',
  'Video Game Sales',
];

describe.skipIf(!available)('the example dashboards and charts at first start', () => {
  let s: TestServer;
  let token: string;
  const api = (method: string, path: string, body?: unknown) =>
    call(s.url, method, path, { token, body });

  /** Every dashboard, chart and dataset: id, uuid and name. */
  const inventory = async () => {
    const list = async (resource: string, name: string) =>
      (await api('GET', `/api/v1/${resource}/${ALL}`)).body.result
        .map((o: Record<string, unknown>) => `${String(o.id)} ${String(o[name])}`)
        .sort();
    return {
      dashboards: await list('dashboard', 'dashboard_title'),
      charts: await list('chart', 'slice_name'),
      datasets: await list('dataset', 'table_name'),
    };
  };

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 180_000);
  afterAll(() => s?.stop());

  it('lists the example dashboards and their charts, without the test assets', async () => {
    const dashboards = (await api('GET', `/api/v1/dashboard/${ALL}`)).body.result;
    expect(dashboards.map((d: { dashboard_title: string }) => d.dashboard_title).sort()).toEqual(
      EXAMPLE_DASHBOARDS,
    );
    const games = dashboards.find(
      (d: { dashboard_title: string }) => d.dashboard_title === 'Video Game Sales',
    );
    const charts = (await api('GET', `/api/v1/dashboard/${games.id}/charts`)).body.result;
    expect(charts.length).toBeGreaterThan(5);
    const names = (await api('GET', `/api/v1/chart/${ALL}`)).body.result.map(
      (c: { slice_name: string }) => c.slice_name,
    );
    expect(names).toContain('Top 10 Games: Proportion of Sales in Markets');
    expect(names).not.toContain('Unicode Cloud');
    expect([...exampleBundleFiles().keys()].some((p) => p.endsWith('.test.yaml'))).toBe(false);
  });

  it('keeps one dataset per example table', async () => {
    const tables = (await api('GET', `/api/v1/dataset/${ALL}`)).body.result.map(
      (d: { table_name: string; database: { database_name: string } }) =>
        `${d.database.database_name}.${d.table_name}`,
    );
    expect(tables.length).toBe(new Set(tables).size);
  });

  it('answers each example chart’s data, a chart type not drawn yet with a clear 400', async () => {
    const charts = (await api('GET', `/api/v1/chart/${ALL}`)).body.result;
    const answers = new Map<string, { status: number; message?: string }>();
    const heatmaps: string[] = [];
    for (const chart of charts) {
      const r = await api('GET', `/api/v1/chart/${chart.id}/data/`);
      answers.set(chart.slice_name, { status: r.status, message: r.body?.message });
      if (chart.viz_type === 'heatmap_v2') heatmaps.push(`${chart.slice_name}: ${r.status}`);
    }
    const failed = [...answers].filter(([, a]) => a.status !== 200 && a.status !== 400);
    expect(failed).toEqual([]);
    // the example dashboards' five heatmaps (heatmap_v2) answer their cells
    expect(heatmaps.sort()).toEqual([
      'Cross Channel Relationship heatmap_v2: 200',
      'Number of Deals (for each Combination): 200',
      'Popular Genres Across Platforms: 200',
      'Vaccine Candidates per Approach & Stage: 200',
      'Vaccine Candidates per Country & Stage: 200',
    ]);
  }, 120_000);

  it('imports again (tessera load-examples) without duplicating anything', async () => {
    const before = await inventory();
    const again = await importExampleAssets({
      config: s.config,
      store: s.store,
      logger: s.app.log,
    });
    expect(again).toMatchObject({ dashboards: 4, datasets: expect.any(Number) });
    expect(again.charts).toBeGreaterThan(20);
    expect(await inventory()).toEqual(before);
  });
});
