/**
 * The bundle Superset writes of its own examples (src/examples/bundle/superset-examples),
 * zipped here and imported as assets onto the product's examples database (which carries
 * Superset's examples uuid and is not changed by the import): every dashboard, chart and
 * dataset lands, the files that share a uuid resolve to the later one, stale chart ids of
 * the metadata are dropped, and every chart of a type this product has answers its query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryContext, getChartPlugin } from '@tessera/charts/query';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import {
  EXAMPLES_BUNDLE,
  folderFiles,
  postBundle,
  underRoot,
  yamlOf,
  zipOf,
} from './bundles.fixtures.js';

const available = await storeAvailable();

const ALL = `?q=${encodeURIComponent('(page_size:100)')}`;

describe.skipIf(!available)('the Superset examples bundle', () => {
  let s: TestServer;
  let token: string;
  const files = folderFiles(EXAMPLES_BUNDLE);
  const api = (method: string, path: string, body?: unknown) =>
    call(s.url, method, path, { token, body });

  beforeAll(async () => {
    s = await startTestServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    token = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 180_000);
  afterAll(() => s?.stop());

  it('imports onto the examples database, the later of two files of a uuid winning', async () => {
    const databases = async () =>
      (await api('GET', '/api/v1/database/')).body.result.map((d: Record<string, unknown>) => [
        d.id,
        d.uuid,
        d.database_name,
        d.changed_on,
      ]);
    const before = await databases();
    const zip = await zipOf(underRoot('superset-examples', files));
    const r = await postBundle(s.url, token, '/api/v1/assets/import/', zip);
    expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(200);

    expect(await databases()).toEqual(before);
    const titles = (await api('GET', `/api/v1/dashboard/${ALL}`)).body.result.map(
      (d: { dashboard_title: string }) => d.dashboard_title,
    );
    expect(titles.sort()).toEqual(
      [
        'COVID Vaccine Dashboard',
        'Sales Dashboard',
        'Slack Dashboard',
        'Unicode Test',
        'Video Game Sales',
      ].sort(),
    );

    const latest = new Map<string, { slice_name: string; viz_type: string }>();
    for (const [path, bytes] of Object.entries(files))
      if (path.startsWith('charts/')) {
        const chart = yamlOf(Buffer.from(bytes).toString('utf8'));
        latest.set(chart.uuid, chart);
      }
    const charts = (await api('GET', `/api/v1/chart/${ALL}`)).body;
    expect(charts.count).toBe(latest.size);
    for (const [uuid, chart] of latest) {
      const shown = await api('GET', `/api/v1/chart/${uuid}`);
      expect(shown.body.result, uuid).toMatchObject({
        slice_name: chart.slice_name,
        viz_type: chart.viz_type,
      });
    }
  });

  it('points the COVID dashboard at its charts and dataset, its stale chart ids dropped', async () => {
    const list = (await api('GET', `/api/v1/dashboard/${ALL}`)).body.result;
    const covid = list.find(
      (d: { dashboard_title: string }) => d.dashboard_title === 'COVID Vaccine Dashboard',
    );
    const shown = (await api('GET', `/api/v1/dashboard/${covid.id}`)).body.result;
    const charts = (await api('GET', `/api/v1/dashboard/${covid.id}/charts`)).body.result.map(
      (c: { id: number }) => c.id,
    );
    expect(charts).toHaveLength(7);
    const metadata = JSON.parse(shown.json_metadata);
    const dataset = (await api('GET', '/api/v1/dataset/974b7a1c-22ea-49cb-9214-97b7dbd511e0')).body
      .result;
    for (const filter of metadata.native_filter_configuration) {
      expect(filter.targets[0]).toEqual({ datasetId: dataset.id, column: expect.any(Object) });
      expect(filter.chartsInScope).toEqual([]);
    }
    const layout = JSON.parse(shown.position_json);
    const shownCharts = Object.values(layout)
      .filter((n) => (n as { type?: string }).type === 'CHART')
      .map((n) => (n as { meta: { chartId: number } }).meta.chartId);
    expect(shownCharts.sort()).toEqual([...charts].sort());
  });

  it("answers each chart's query (of a chart type this product has) through /api/v1/chart/data", async () => {
    const charts = (await api('GET', `/api/v1/chart/${ALL}`)).body.result;
    const failures: string[] = [];
    let asked = 0;
    for (const chart of charts) {
      if (!getChartPlugin(chart.viz_type)) continue;
      asked += 1;
      const body = chart.query_context
        ? JSON.parse(chart.query_context)
        : buildQueryContext(chart.form_data);
      const r = await api('POST', '/api/v1/chart/data', body);
      if (r.status !== 200)
        failures.push(
          `${chart.slice_name} (${chart.viz_type}): ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`,
        );
    }
    expect(asked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 120_000);
});
