/**
 * What a served page starts loading at once: an explore page carries the explore state its
 * URL names (the same answer `GET /api/v1/explore/` gives) and the body of the chart data
 * request it opens with, and every page preloads the modules of its code (from the build
 * manifest), explore's with its chart type's renderer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAvailable } from '../support/testServer.js';
import { call } from '../support/client.js';
import { ChartsSession } from './chartsSession.js';

const available = await storeAvailable();

const dist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
mkdirSync(join(dist, 'static'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!--tessera-bootstrap--><script type="module" src="/static/index.js"></script></head><body><div id="app"></div></body></html>',
);
const chunk = (file: string, imports: string[] = []) => ({ file: `static/${file}`, imports });
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': chunk('index.js', ['_react.js']),
    '_react.js': chunk('react.js'),
    '_antd.js': chunk('antd.js', ['_react.js']),
    'src/app/LoginPage.tsx': chunk('LoginPage.js', ['_antd.js']),
    'src/app/SignedInApp.tsx': chunk('SignedInApp.js', ['_antd.js']),
    'src/explore/ExplorePage.tsx': chunk('ExplorePage.js', ['_antd.js', '_charts.js']),
    'src/dashboard/DashboardPage.tsx': chunk('DashboardPage.js', ['_antd.js', '_charts.js']),
    '_charts.js': chunk('charts.js'),
    '../charts/src/pie/Chart.tsx': chunk('PieChart.js', ['_echarts.js']),
    '../charts/src/pie/transformProps.ts': chunk('pieProps.js'),
    '_echarts.js': chunk('echarts.js'),
  }),
);

/**
 * The files a page preloads, in order: each at low priority, so that the page's own chart data
 * requests are not queued behind them on the browser's six connections.
 */
const preloaded = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/static\/([^"]+)">/g,
    ),
  ].map((m) => m[1]);

/** A JSON script an explore page carries (`explore-state`, `explore-opening-query`). */
function inlined(html: string, id: string): { query: string; body: unknown } | undefined {
  const m = new RegExp(
    `<script id="${id}" type="application/json" data-query="([^"]*)">(.*?)</script>`,
  ).exec(html);
  return m ? { query: m[1].replace(/&#38;/g, '&'), body: JSON.parse(m[2]) } : undefined;
}
const exploreState = (html: string) => inlined(html, 'explore-state');
const openingQuery = (html: string) =>
  inlined(html, 'explore-opening-query') as
    { query: string; body: { body: unknown; sliceId: number | null } } | undefined;

describe.skipIf(!available)('what a served page starts loading', () => {
  const t = new ChartsSession({ TESSERA_WEB_DIST: dist });
  beforeAll(t.start, 240_000);
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A page as the admin sees it, or (token null) as a visitor. */
  const page = (path: string, token: string | null = t.admin) =>
    call<string>(t.s.url, 'GET', path, { token: token ?? undefined });

  it('puts the explore state in an explore page, as GET /api/v1/explore/ answers it', async () => {
    const r = await page(
      `/explore/?datasource_type=table&datasource_id=${t.births.id}&viz_type=pie&form_data=%7B%7D`,
    );
    expect(r.status).toBe(200);
    const state = exploreState(r.body);
    expect(state?.query).toBe(`datasource_id=${t.births.id}&datasource_type=table`);
    const api = await t.api('GET', `/api/v1/explore/?${state!.query}`);
    expect(state!.body).toEqual(api.body);
    // the renderer of the URL's chart type first, then the app's and the page's modules; none
    // the entry script already brings
    expect(preloaded(r.body)).toEqual([
      'PieChart.js',
      'echarts.js',
      'pieProps.js',
      'SignedInApp.js',
      'antd.js',
      'ExplorePage.js',
      'charts.js',
    ]);
  });

  it('sends the body of the chart data request the page opens with, none when controls need attention', async () => {
    // pie without a metric: the page shows what is missing and sends no query
    const bare = await page(
      `/explore/?datasource_type=table&datasource_id=${t.births.id}&viz_type=pie&form_data=%7B%7D`,
    );
    expect(openingQuery(bare.body)).toBeUndefined();

    // the chart type named inside the URL's form_data, as the page reads it
    const formData = { viz_type: 'pie', metric: 'count', groupby: ['gender'] };
    const r = await page(
      `/explore/?datasource_type=table&datasource_id=${t.births.id}&form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    );
    expect(preloaded(r.body).slice(0, 3)).toEqual(['PieChart.js', 'echarts.js', 'pieProps.js']);
    const opening = openingQuery(r.body);
    expect(opening?.query).toBe(exploreState(r.body)?.query);
    expect(opening?.body.sliceId).toBeNull();
    // the request answers the chart: the count of births per gender
    const answer = await t.api('POST', '/api/v1/chart/data', opening!.body.body);
    expect(answer.status).toBe(200);
    const rows = (answer.body as { result: { data: { gender: string }[] }[] }).result[0].data;
    expect(rows.map((row) => row.gender).sort()).toEqual(['boy', 'girl']);
  });

  it("preloads a saved chart's renderer, from its form data", async () => {
    const id = await t.create({ slice_name: 'Preloaded pie', params: '{"metric":"count"}' });
    const r = await page(`/explore/?slice_id=${id}`);
    expect(exploreState(r.body)?.body).toMatchObject({ result: { slice: { slice_id: id } } });
    expect(openingQuery(r.body)?.body.sliceId).toBe(id);
    expect(preloaded(r.body).slice(0, 3)).toEqual(['PieChart.js', 'echarts.js', 'pieProps.js']);
  });

  it('leaves the state out when the API refuses it: the page asks and shows the error', async () => {
    const r = await page('/explore/?slice_id=999999');
    expect(r.status).toBe(200);
    expect(exploreState(r.body)).toBeUndefined();
    expect(openingQuery(r.body)).toBeUndefined();
    expect(preloaded(r.body)).toEqual(['SignedInApp.js', 'antd.js', 'ExplorePage.js', 'charts.js']);
  });

  it("puts a dashboard page's dashboard, charts and datasets in it, as the API answers them", async () => {
    const chart = await t.create({
      slice_name: 'Board pie',
      params: '{"metric":"count","groupby":["gender"]}',
    });
    const created = await t.api('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Opened board',
      slug: 'opened',
      position_json: JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], meta: {} },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: chart } },
      }),
    });
    expect(created.status).toBe(201);
    const dashboardState = (html: string) => {
      const m =
        /<script id="dashboard-state" type="application\/json" data-id="([^"]*)">(.*?)<\/script>/.exec(
          html,
        );
      return m ? { id: m[1], body: JSON.parse(m[2]) } : undefined;
    };
    const r = await page('/superset/dashboard/opened/');
    expect(r.status).toBe(200);
    // the chart data requests the page sends first, sent before its code has come: each one
    // the chart data API answers
    const queries =
      /<script id="dashboard-opening-queries" type="application\/json" data-id="opened">(.*?)<\/script>/.exec(
        r.body,
      );
    const opening = JSON.parse(queries![1]) as {
      dashboardId: number;
      requests: { chartId: number; body: { form_data: Record<string, unknown> } }[];
    };
    expect(opening.dashboardId).toBe(created.body.id);
    expect(opening.requests.map((q) => q.chartId)).toEqual([chart]);
    expect(opening.requests[0].body.form_data).toMatchObject({
      slice_id: chart,
      dashboardId: created.body.id,
    });
    const answer = await t.api('POST', '/api/v1/chart/data', opening.requests[0].body);
    expect(answer.status).toBe(200);
    // the dashboard page's code and its pie's renderer are preloaded, the renderer first
    expect(preloaded(r.body)).toEqual([
      'PieChart.js',
      'echarts.js',
      'pieProps.js',
      'SignedInApp.js',
      'antd.js',
      'DashboardPage.js',
      'charts.js',
    ]);
    const state = dashboardState(r.body);
    expect(state?.id).toBe('opened');
    expect(state?.body.dashboard).toEqual((await t.api('GET', '/api/v1/dashboard/opened')).body);
    expect(state?.body.charts).toEqual(
      (await t.api('GET', '/api/v1/dashboard/opened/charts')).body,
    );
    expect(state?.body.datasets.result.map((d: { id: number }) => d.id)).toEqual([t.births.id]);
    // a draft Gamma does not see: no state (the page asks and shows the error)
    const hidden = await page('/superset/dashboard/opened/', t.gamma);
    expect(hidden.status).toBe(200);
    expect(dashboardState(hidden.body)).toBeUndefined();
    expect(hidden.body).not.toContain('dashboard-opening-queries');
  });

  it('preloads the app on other pages, and the sign-in page for a visitor', async () => {
    const list = await page('/chart/list/');
    expect(exploreState(list.body)).toBeUndefined();
    expect(preloaded(list.body)).toEqual(['SignedInApp.js', 'antd.js']);
    const login = await page('/login/', null);
    expect(preloaded(login.body)).toEqual(['LoginPage.js', 'antd.js']);
  });
});
