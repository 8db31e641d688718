/**
 * What the Datasets browser tests share: a started Tessera (without the examples) connected
 * to a PostgreSQL schema of the run's own with an `orders` table, file uploads allowed; fresh
 * pages signed in as the admin (or signed out); and the steps a person takes on the pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiClient, type ApiClient } from './api.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { PG_URI, createSalesTable, dropSchema, randomSchema } from './postgres.js';

export const OWNER_ONLY =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

export interface DatasetsSession {
  tessera: RunningTessera;
  browser: Browser;
  api: ApiClient;
  /** The run's PostgreSQL schema, holding the `orders` table. */
  schema: string;
  /** The name of the database connection to it. */
  dbName: string;
  databaseId: number;
  signedIn: SignedInState;
  /** A page in a fresh context of its own, signed in as the admin (`null`: signed out). */
  newPage(colorScheme?: 'light' | 'dark', state?: SignedInState | null): Promise<Page>;
  /** Closes the contexts of the pages opened since the last call. */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/** Creates the schema and its table, starts Tessera and a browser, and connects the two. */
export async function openDatasetsSession(): Promise<DatasetsSession> {
  const schema = randomSchema();
  const dbName = `E2E Warehouse ${schema}`;
  await createSalesTable(schema, 'orders');
  // These flows use their own PostgreSQL schema; the example database is not needed.
  const [tessera, browser] = await Promise.all([
    startTessera({ TESSERA_LOAD_EXAMPLES: 'false' }),
    launchBrowser(),
  ]);
  const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
  const created = await api.send<{ id: number }>('POST', '/api/v1/database/', {
    database_name: dbName,
    sqlalchemy_uri: PG_URI,
    allow_file_upload: true,
  });
  const signedIn = await signedInState(browser, tessera.url);
  const contexts: BrowserContext[] = [];
  return {
    tessera,
    browser,
    api,
    schema,
    dbName,
    databaseId: created.id,
    signedIn,
    async newPage(colorScheme = 'light', state = signedIn) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme,
        storageState: state ?? undefined,
      });
      contexts.push(context);
      return context.newPage();
    },
    async closePages() {
      for (const c of contexts.splice(0)) await c.close();
    },
    async close() {
      for (const c of contexts.splice(0)) await c.close();
      await browser.close();
      await tessera.stop();
      await dropSchema(schema);
    },
  };
}

/**
 * The hooks of a test file's flows: opens the session before its tests (handed to `opened`),
 * a fresh page signed in as the admin before each test (handed to `fresh`), a screenshot of a
 * test that failed, and closes the session after them.
 */
export function useDatasetsSession(
  opened: (session: DatasetsSession) => void | Promise<void>,
  fresh: (page: Page) => void,
): void {
  let session: DatasetsSession | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    session = await openDatasetsSession();
    await opened(session);
  });
  beforeEach(async () => {
    page = await session!.newPage();
    fresh(page);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page)
      await screenshot(page, `failed-${ctx.task.name}`);
    await session?.closePages();
  });
  afterAll(async () => {
    await session?.close();
  });
}

export interface DatasetRow {
  id: number;
  table_name: string;
}

/** The steps on the Datasets pages, for the session. */
export function datasetSteps(session: () => DatasetsSession) {
  async function datasetByName(name: string): Promise<DatasetRow | undefined> {
    const list = await session().api.get<{ result: DatasetRow[] }>('/api/v1/dataset/', {
      filters: [{ col: 'table_name', opr: 'eq', value: name }],
    });
    return list.result[0];
  }

  /** A screenshot (taken with antd's open and close animations at their end). */
  async function settled(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
  }

  /** Opens the dataset editor from the list. */
  async function openEditor(page: Page, name: string) {
    await page.goto(`${session().tessera.url}/tablemodelview/list/`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Dataset ${name}` });
    await dialog.getByText('Be careful.').waitFor();
    return dialog;
  }

  const newPage: DatasetsSession['newPage'] = (...args) => session().newPage(...args);

  return { datasetByName, settled, openEditor, newPage };
}
