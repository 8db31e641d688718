/**
 * What the explore browser tests share: a started Tessera with the birth_names dataset, a
 * fresh signed-in page for each test, the chart data requests it made, charts saved through
 * the API, and the steps a person takes on the explore page (pick an option, wait for the
 * chart, open the time range filter, ...).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  signedInState,
  startTessera,
  type RunningTessera,
} from './harness.js';

export interface ExploreSession {
  tessera: RunningTessera;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  api: ApiClient;
  birthsId: number;
  /** Chart data requests the session's pages made (POST /api/v1/chart/data). */
  chartDataCalls(): number;
  /** Closes the current page's context and opens a fresh one, signed in as the admin: the
   * session's page from then on (each test starts on one of its own). */
  newPage(options?: { colorScheme?: 'light' | 'dark' }): Promise<Page>;
  close(): Promise<void>;
}

/** Starts Tessera and a browser, and opens a page signed in as the admin. */
export async function openExploreSession(): Promise<ExploreSession> {
  const [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
  const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const list = await api.get<{ result: { id: number }[] }>('/api/v1/dataset/', {
    filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }],
  });
  const signedIn = await signedInState(browser, tessera.url);
  let calls = 0;
  const session: ExploreSession = {
    tessera,
    browser,
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    api,
    birthsId: list.result[0].id,
    chartDataCalls: () => calls,
    async newPage({ colorScheme = 'light' } = {}) {
      await session.context?.close();
      session.context = await browser.newContext({
        viewport: { width: 1400, height: 900 },
        colorScheme,
        storageState: signedIn,
      });
      session.page = await session.context.newPage();
      session.page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chart/data') calls += 1;
      });
      return session.page;
    },
    async close() {
      await session.context?.close();
      await browser.close();
      await tessera.stop();
    },
  };
  await session.newPage();
  return session;
}

/**
 * A test file's hooks: opens the session before its tests (handed to `opened`), a fresh page
 * before each test (handed to `fresh`: each test starts on one of its own), and closes the
 * session after them.
 */
export function useExploreSession(
  opened: (session: ExploreSession) => void,
  fresh: (page: Page) => void,
): void {
  let session: ExploreSession | undefined;
  beforeAll(async () => {
    session = await openExploreSession();
    opened(session);
  }, 180_000);
  beforeEach(async () => fresh(await session!.newPage()));
  afterAll(async () => {
    await session?.close();
  });
}

/** Saves a chart through the API, on birth_names unless another dataset is given; its id. */
export async function saveChartByApi(
  session: ExploreSession,
  name: string,
  vizType: string,
  params: Record<string, unknown>,
  datasetId = session.birthsId,
): Promise<number> {
  const r = await session.api.send<{ id: number }>('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
  });
  return r.id;
}

/** The explore page's steps, on the session's page (and charts to open, saved through the API). */
export function exploreSteps(session: () => ExploreSession) {
  const page = () => session().page;

  const createChart = (
    name: string,
    vizType: string,
    params: Record<string, unknown>,
    datasetId?: number,
  ) => saveChartByApi(session(), name, vizType, params, datasetId);

  function exploreUrl(vizType: string, formData: Record<string, unknown> = {}) {
    const { tessera, birthsId } = session();
    return `${tessera.url}/explore/?datasource_type=table&datasource_id=${birthsId}&viz_type=${vizType}&form_data=${encodeURIComponent(JSON.stringify(formData))}`;
  }

  const control = (name: string) => page().getByTestId(`control-${name}`);
  const updateButton = () => page().getByRole('button', { name: /Update chart|Create chart/ });

  /** Waits for the page's chart area to finish its query and settle. */
  const chartDone = (p: Page = page()) => chartSettled(p);

  /** Opens an antd select and clicks the option with this exact text. */
  async function choose(select: Locator, option: string) {
    await select.click();
    await page().keyboard.type(option);
    await page()
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option.replace(/[()]/g, '\\$&')}$`) })
      .first()
      .click();
  }

  /** Adds a column to a column control through its editor's Simple tab. */
  async function addColumn(name: string, column: string) {
    await control(name).getByTestId('add-option').click();
    const editor = page().getByTestId('column-editor');
    await editor.getByRole('tab', { name: 'Simple' }).click();
    await choose(editor.getByTestId('simpleColumn-select'), column);
    await editor.getByTestId('column-save').click();
    await editor.waitFor({ state: 'detached' });
    await expect
      .poll(() => control(name).getByTestId('option-label').allTextContents())
      .toContain(column);
  }

  /** The time range pill of the chart's "Time range" filter on ds (added when missing). */
  async function timeRangeTrigger(): Promise<Locator> {
    // the control panel loads after the chart: wait for the control, its pills with it
    await control('adhoc_filters').waitFor();
    const pills = control('adhoc_filters').getByTestId('option-label');
    const existing = pills.filter({ hasText: /ds|Time range|No filter/ });
    if ((await existing.count()) > 0) await existing.first().click();
    else {
      await control('adhoc_filters').getByTestId('add-option').click();
      const editor = page().getByTestId('filter-editor');
      await choose(editor.getByTestId('filter-subject-select'), 'ds');
      await choose(editor.getByTestId('filter-operator-select'), 'Time range');
    }
    const trigger = page()
      .getByTestId('filter-editor')
      .getByTestId('time-range-trigger-comparator');
    await trigger.waitFor();
    return trigger;
  }

  /** The names the drawn ECharts legend shows (the renderer's data-legend hook). */
  async function legendTexts(): Promise<string[]> {
    const el = page().locator('[data-test="chart-container"] [data-testid="echarts"]');
    if ((await el.count()) === 0) return [];
    return JSON.parse((await el.getAttribute('data-legend')) ?? '[]') as string[];
  }

  return {
    createChart,
    exploreUrl,
    control,
    updateButton,
    chartDone,
    choose,
    addColumn,
    timeRangeTrigger,
    legendTexts,
  };
}

/**
 * Waits for a page's chart area to finish its query (success, failure or stop), to show what
 * it got, and for an ECharts chart in it to finish drawing (its data-drawing mark gone).
 */
export async function chartSettled(p: Page) {
  const chart = p.locator('[data-test="chart-container"]');
  await chart.waitFor();
  await p
    .locator(
      ['success', 'failed', 'stopped']
        .map((s) => `[data-test="chart-container"][data-status="${s}"]`)
        .join(', '),
    )
    .waitFor();
  // a successful query shows once the chart type's renderer has loaded and the area is sized
  if ((await chart.getAttribute('data-status')) === 'success') {
    await chart.locator(':scope > *').first().waitFor();
  }
  await chart.locator('[data-testid="echarts"][data-drawing]').waitFor({ state: 'detached' });
  return chart;
}

/** Types a date and time into an antd date picker, as a person does, and confirms it. */
export async function setDate(picker: Locator, value: string) {
  // antd puts the test id on the input itself or on its wrapper
  const isInput = (await picker.evaluate((e) => e.tagName)) === 'INPUT';
  const input = isInput ? picker : picker.locator('input').first();
  await input.click();
  await input.press('ControlOrMeta+a');
  // key by key: the whole text filled in at once is sometimes not parsed before Enter is read
  await input.pressSequentially(value, { delay: 10 });
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}
