/**
 * What the SQL Lab browser tests share: a signed-in SQL Lab page on a started Tessera (with
 * downloads and the clipboard allowed), and the steps a person takes there (replace the SQL,
 * pick a database or schema, read a result column, ...).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
} from './harness.js';

/** Runs and polling take a moment: wait for what the user would wait for. */
export const WAIT = { timeout: 20_000 };

/** The page's clipboard, as the browser offers it (e2e code is typed without the DOM). */
export interface ClipboardHost {
  navigator: { clipboard: { readText(): Promise<string> } };
}

/** The page's localStorage (e2e code is typed without the DOM). */
export interface StorageHost {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

export interface SqlLabSession {
  tessera: RunningTessera;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  api: ApiClient;
  /** Clears the admin's SQL Lab tabs kept on the server, closes the current page's context and
   * opens SQL Lab on a fresh one, signed in, its editor shown: the session's page from then on
   * (each test starts on one of its own, with one new tab). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface SqlLabSessionOptions {
  /** Extra environment settings for Tessera. */
  env?: Record<string, string>;
  /** What to set up through the API before SQL Lab opens (databases its selects list, ...). */
  prepare?(api: ApiClient): Promise<void>;
}

/** Deletes every SQL Lab tab the API's user keeps on the server. */
export async function clearSqlLabTabs(api: ApiClient): Promise<void> {
  const boot = await api.get<{ result: { tab_state_ids?: [number, string | null][] } }>(
    '/api/v1/sqllab/',
  );
  for (const [id] of boot.result.tab_state_ids ?? []) {
    await api.send('DELETE', `/tabstateview/${id}`);
  }
}

/** Starts Tessera and a browser, and opens SQL Lab signed in as the admin, its editor shown. */
export async function openSqlLabSession(
  options: SqlLabSessionOptions = {},
): Promise<SqlLabSession> {
  const [tessera, browser] = await Promise.all([startTessera(options.env), launchBrowser()]);
  const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  await options.prepare?.(api);
  const signedIn = await signedInState(browser, tessera.url);
  const session: SqlLabSession = {
    tessera,
    browser,
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    api,
    async newPage() {
      await session.context?.close();
      await clearSqlLabTabs(api);
      session.context = await browser.newContext({
        viewport: { width: 1400, height: 900 },
        acceptDownloads: true,
        storageState: signedIn,
      });
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: tessera.url,
      });
      session.page = await session.context.newPage();
      await session.page.goto(`${tessera.url}/sqllab/`);
      await session.page.getByTestId('sql-editor').waitFor();
      return session.page;
    },
    async close() {
      await browser.close();
      await tessera.stop();
    },
  };
  await session.newPage();
  return session;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** SQL Lab's steps, on the session's page. */
export function sqlLabSteps(session: () => SqlLabSession) {
  const page = () => session().page;

  /** Replaces the editor's text (typing would open autocompletion and close brackets). */
  async function setSql(sql: string): Promise<void> {
    await page().locator('.cm-content').click();
    await page().keyboard.press('Control+a');
    await page().keyboard.press('Delete');
    await page().keyboard.insertText(sql);
    await page().keyboard.press('Escape');
  }

  /** Opens the select with this label and clicks the option titled exactly `option` in its
   * open dropdown (closed dropdowns stay in the page, and an option such as "10" is part of
   * "100" or of a name with a timestamp in it). */
  async function pick(label: string, option: string): Promise<void> {
    await page().getByLabel(label).click();
    await page()
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click();
  }

  async function settled(name: string): Promise<void> {
    await screenshot(page(), name);
  }

  function gridCells(column: number) {
    return page().locator(
      `[data-testid="result-grid"] [role="row"][aria-rowindex] [role="gridcell"]:nth-child(${column})`,
    );
  }

  return { setSql, pick, settled, gridCells };
}
