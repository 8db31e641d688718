/**
 * Explore with GLOBAL_ASYNC_QUERIES on: the chart data request answers 202 and the chart is
 * drawn from the job's result, delivered over the WebSocket; when the WebSocket cannot be
 * reached the page falls back to polling /api/v1/async_event/ and still draws the chart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startTessera,
  type RunningTessera,
} from './harness.js';

let tessera: RunningTessera;
let browser: Browser;
let birthsId: number;
const contexts: BrowserContext[] = [];

async function signedInPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${tessera.url}/login/`);
  await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/** Records the chart data answers' statuses and the async event polls. */
function watch(page: Page) {
  const seen = { chartData: [] as number[], polls: 0, sockets: [] as string[], frames: 0 };
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/chart/data' && r.request().method() === 'POST')
      seen.chartData.push(r.status());
    if (path === '/api/v1/async_event/') seen.polls += 1;
  });
  page.on('websocket', (ws) => {
    seen.sockets.push(new URL(ws.url()).pathname);
    ws.on('framereceived', () => (seen.frames += 1));
  });
  return seen;
}

const lineUrl = () =>
  `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=echarts_timeseries_line&form_data=${encodeURIComponent(
    JSON.stringify({
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' }],
      groupby: ['gender'],
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      // a row limit of its own, so that no earlier run's cached result answers at once
      row_limit: 5000 + Math.floor(Math.random() * 4000),
    }),
  )}`;

async function drawn(page: Page) {
  const chart = page.locator('[data-test="chart-container"]');
  await page
    .locator('[data-test="chart-container"][data-status="success"] [data-testid="echarts"]')
    .waitFor({ timeout: 60_000 });
  expect(await chart.getByRole('alert').count()).toBe(0);
  await expect
    .poll(async () =>
      JSON.parse(
        (await chart.locator('[data-testid="echarts"]').getAttribute('data-legend')) ?? '[]',
      ),
    )
    .toEqual(['boy', 'girl']);
}

beforeAll(async () => {
  [tessera, browser] = await Promise.all([
    startTessera({
      TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
      TESSERA_ASYNC_QUERIES_TRANSPORT: 'ws',
    }),
    launchBrowser(),
  ]);
  const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  birthsId = list.result[0].id;
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await tessera?.stop();
});

describe('explore with async queries', () => {
  it('draws the chart from the job result the WebSocket announces', async () => {
    const page = await signedInPage();
    const seen = watch(page);
    await page.goto(lineUrl());
    await drawn(page);
    expect(seen.chartData).toContain(202);
    expect(seen.sockets).toContain('/ws');
    expect(seen.frames).toBeGreaterThan(0);
    expect(seen.polls).toBe(0);
    expect(
      await page.evaluate<string | null>("localStorage.getItem('tessera.asyncEvent.lastId')"),
    ).toMatch(/^\d+-\d+$/);
    await screenshot(page, 'explore-async-ws');
  }, 90_000);

  it('falls back to polling when the WebSocket cannot connect', async () => {
    const page = await signedInPage();
    // Every WebSocket connection to /ws is refused at once.
    await page.routeWebSocket(/\/ws(\?|$)/, (ws) => ws.close());
    const seen = watch(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(lineUrl());
    await drawn(page);
    expect(seen.chartData).toContain(202);
    expect(seen.polls).toBeGreaterThan(0);
    expect(warnings).toContain('Unable to connect to WebSocket, falling back to polling');
    await screenshot(page, 'explore-async-polling');
  }, 90_000);
});
