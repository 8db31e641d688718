/**
 * The web app runs under its Content-Security-Policy: the sign-in page, and signed in the
 * home page, explore (a chart drawn from an async query announced on the /ws WebSocket), SQL
 * Lab (a query run), the chart and dataset lists and the API's Swagger UI load with no
 * violation reported and no script error, and every page answer carries the security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
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
let context: BrowserContext;
let page: Page;
let birthsId: number;
/** What went wrong on the page: CSP violations, and errors the console or scripts reported. */
const problems: string[] = [];

/** The page's window as the init script below uses it (e2e code is typed without the DOM). */
interface ViolationHost {
  cspViolations: string[];
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (e: { violatedDirective: string; blockedURI: string }) => void,
  ): void;
}
declare const window: ViolationHost;

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

/** A fresh signed-out page (a retry starts over), whose problems are recorded. */
async function newPage(): Promise<Page> {
  await context?.close();
  problems.length = 0;
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // Every page reports each violation of its policy as a securitypolicyviolation event.
  await context.addInitScript(() => {
    const host = globalThis as unknown as ViolationHost;
    host.cspViolations = [];
    host.addEventListener('securitypolicyviolation', (e) => {
      host.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const created = await context.newPage();
  created.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  created.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return created;
}

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await tessera?.stop();
});

function expectSecurityHeaders(response: Response | null, name: string) {
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, name).toContain("script-src 'self'");
  expect(csp, name).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, name).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options'], name).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
}

/** After a page has done its work: nothing was refused, nothing failed. */
async function expectNoViolation(name: string) {
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => window.cspViolations);
  expect(violations, name).toEqual([]);
  expect(problems, name).toEqual([]);
}

describe('the web app under its Content-Security-Policy', () => {
  it('signs in, then shows home, explore, SQL Lab, the lists and Swagger UI without a violation', async () => {
    page = await newPage();
    const login = await page.goto(`${tessera.url}/login/`);
    expectSecurityHeaders(login, 'sign-in page');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoViolation('sign-in page');

    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await expectNoViolation('home page');

    // explore: the chart drawn (ECharts canvas) from an async job announced over /ws
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
    const formData = { metric: 'count', groupby: ['gender'], row_limit: 7321 };
    const explore = await page.goto(
      `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=pie&form_data=${encodeURIComponent(JSON.stringify(formData))}`,
    );
    expectSecurityHeaders(explore, 'explore');
    await page
      .locator('[data-test="chart-container"][data-status="success"] [data-testid="echarts"]')
      .waitFor({ timeout: 60_000 });
    expect(sockets).toContain('/ws');
    await expectNoViolation('explore');
    await screenshot(page, 'security-headers-explore');

    // SQL Lab: the editor (CodeMirror) and a query's results
    const sqlLab = await page.goto(`${tessera.url}/sqllab/`);
    expectSecurityHeaders(sqlLab, 'SQL Lab');
    await page.getByTestId('sql-editor').waitFor();
    await page.getByLabel('Select database').click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('examples', { exact: true })
      .click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('SELECT name, num FROM birth_names LIMIT 3');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByTestId('row-count').textContent(), { timeout: 30_000 })
      .toBe('3 rows returned');
    await expectNoViolation('SQL Lab');

    for (const [name, path, ready] of [
      ['chart list', '/chart/list/', 'Charts'],
      ['dataset list', '/tablemodelview/list/', 'Datasets'],
    ] as const) {
      const response = await page.goto(`${tessera.url}${path}`);
      expectSecurityHeaders(response, name);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await expectNoViolation(name);
    }

    const swagger = await page.goto(`${tessera.url}/swagger/v1/`);
    expectSecurityHeaders(swagger, 'Swagger UI');
    await page.locator('.swagger-ui .info .title').waitFor();
    await expectNoViolation('Swagger UI');
  }, 180_000);
});
