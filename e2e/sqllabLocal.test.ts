/**
 * SQL Lab without SQLLAB_BACKEND_PERSISTENCE: the tabs live in the browser's localStorage,
 * come back after a reload, and nothing is sent to the tab state views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  launchBrowser,
  screenshot,
  signIn,
  startTessera,
  type RunningTessera,
} from './harness.js';
import { WAIT, type StorageHost } from './sqllabSupport.js';
import { expectAccessibleInBothThemes } from './axe.js';

/** The page's computed styles (e2e code is typed without the DOM). */
interface StyleHost {
  getComputedStyle(el: unknown): { color: string };
}

describe('SQL Lab without backend persistence', () => {
  let local: RunningTessera;
  let localBrowser: Browser;
  let tab: Page;

  beforeAll(async () => {
    [local, localBrowser] = await Promise.all([
      startTessera({ TESSERA_FEATURE_SQLLAB_BACKEND_PERSISTENCE: 'false' }),
      launchBrowser(),
    ]);
    tab = await (
      await localBrowser.newContext({ viewport: { width: 1400, height: 900 } })
    ).newPage();
    await tab.goto(`${local.url}/sqllab/`);
    await signIn(tab, local.url, ADMIN.username, ADMIN.password);
    await tab.getByTestId('sql-editor').waitFor();
  });

  afterAll(async () => {
    await localBrowser?.close();
    await local?.stop();
  });

  it('keeps the tabs in the browser and gets them back after a reload', async () => {
    const persisted: string[] = [];
    tab.on('request', (r) => {
      if (/\/tabstateview\//.test(r.url())) persisted.push(r.url());
    });
    await tab.getByRole('button', { name: 'Add tab' }).click();
    await tab.getByLabel('Menu of Untitled Query 2').click();
    await tab.getByRole('menuitem', { name: 'Rename tab' }).waitFor();
    await expectAccessibleInBothThemes(tab, 'the open menu of a tab');
    await tab.getByRole('menuitem', { name: 'Rename tab' }).click();
    await tab.getByLabel('Tab title').fill('Kept locally');
    await tab.keyboard.press('Enter');
    await tab.locator('.cm-content').click();
    await tab.keyboard.press('Control+a');
    await tab.keyboard.insertText('SELECT 7 AS seven');
    // kept in localStorage once typing pauses
    await expect
      .poll(
        () =>
          tab.evaluate(() =>
            (globalThis as unknown as StorageHost).localStorage.getItem('tessera.sqlLab'),
          ),
        WAIT,
      )
      .toContain('SELECT 7 AS seven');
    await tab.reload();
    await tab.getByTestId('sql-editor').waitFor();
    expect(await tab.getByTestId('sqllab-tab').allTextContents()).toEqual([
      'Untitled Query 1',
      'Kept locally',
    ]);
    await expect.poll(() => tab.locator('.cm-content').textContent(), WAIT).toContain('SELECT 7');
    expect(persisted).toEqual([]);
    await screenshot(tab, 'sqllab-local-reload');
  });

  it('colours SQL keywords for the dark theme', async () => {
    const dark = await (
      await localBrowser.newContext({ viewport: { width: 1400, height: 900 }, colorScheme: 'dark' })
    ).newPage();
    await dark.goto(`${local.url}/sqllab/`);
    await signIn(dark, local.url, ADMIN.username, ADMIN.password);
    await dark.getByTestId('sql-editor').waitFor();
    await dark.locator('.cm-content').click();
    await dark.keyboard.press('Control+a');
    await dark.keyboard.insertText('SELECT name FROM birth_names');
    await dark.keyboard.press('Escape');
    const keyword = dark.locator('.cm-content span', { hasText: /^SELECT$/ }).first();
    // The light style's keyword colour (#708) is unreadable on a dark background.
    await expect
      .poll(
        () =>
          keyword.evaluate((el) => (globalThis as unknown as StyleHost).getComputedStyle(el).color),
        WAIT,
      )
      .not.toBe('rgb(119, 0, 136)');
    await screenshot(dark, 'sqllab-dark-editor');
    await dark.context().close();
  });
});
