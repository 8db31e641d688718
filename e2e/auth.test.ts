/**
 * Signing in and out, a wrong password, a Gamma user kept out of the admin pages, and
 * axe-core's checks of the sign-in, home, missing and refused pages in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  startTessera,
  type RunningTessera,
} from './harness.js';
import { expectAccessibleInBothThemes } from './axe.js';
import { expectDark, expectLight } from './theme.js';

let tessera: RunningTessera;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await tessera?.stop();
});

describe('signing in', () => {
  it('an admin signs in, sees the home page, signs out and is back on the sign-in page', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/`);
    await page.waitForURL(/\/login\/$/);
    await screenshot(page, 'auth-login');

    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/superset\/welcome\/$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
      .toMatch(/^Good (morning|afternoon|evening), /);
    // An admin is offered the admin areas, in the nav and on the page.
    await expect(page.getByRole('link', { name: 'Users' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('Settings').isVisible()).resolves.toBe(true);
    await screenshot(page, 'auth-home');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await expectAccessibleInBothThemes(page, 'the open user menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login\/$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // Signed out, an app page sends the person to sign in, and back there afterwards.
    await page.goto(`${tessera.url}/users/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/users\/list\/$/);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });

  it('a wrong password shows the server message and stays on the sign-in page', async () => {
    const page = await newPage();
    await signIn(page, tessera.url, ADMIN.username, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid login. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/login/');
    await screenshot(page, 'auth-wrong-password');
  });

  it('when the session ends, the next request sends the person to sign in and back', async () => {
    const page = await newPage();
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByRole('row', { name: /admin/ }).waitFor();

    await page.context().clearCookies();
    // Sorting asks the server again; its 401 leads to the sign-in page, and signing in comes
    // back to the list as it was asked for (the list keeps its order in the address).
    await page.getByRole('columnheader', { name: 'Email' }).click();
    await page.waitForURL(/\/login\/\?next=%2Fusers%2Flist%2F%3F.*sortColumn%3Demail/);
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/users\/list\/\?.*sortColumn=email/);
  });
});

describe('a Gamma user', () => {
  it('is created by an admin, signs in, and is refused the users page and API', async () => {
    const admin = await newPage();
    await signIn(admin, tessera.url, ADMIN.username, ADMIN.password);
    await admin.waitForURL(/\/superset\/welcome\/$/);
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('button', { name: 'Add user' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Username').fill('grace');
    await dialog.getByLabel('Email').fill('grace@example.com');
    await dialog.getByLabel('Roles').fill('Gamma');
    await admin.keyboard.press('Enter');
    // Tab closes the roles dropdown (it stays open for more choices).
    await admin.keyboard.press('Tab');
    await dialog.getByLabel('Password', { exact: true }).fill('grace-password');
    await dialog.getByLabel('Confirm password').fill('grace-password');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await admin.getByRole('row', { name: /grace/ }).waitFor();
    const rowText = await admin.getByRole('row', { name: /grace/ }).textContent();
    expect(rowText).toContain('Gamma');
    expect(rowText).not.toContain('Admin');

    const page = await newPage();
    await signIn(page, tessera.url, 'grace', 'grace-password');
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: /, Grace$/ }).waitFor();
    // Nothing of the admin areas is offered.
    expect(await page.getByText('Settings').count()).toBe(0);
    await screenshot(page, 'auth-gamma-home');

    await page.goto(`${tessera.url}/users/list/`);
    await page.getByText('Access denied').waitFor();
    await screenshot(page, 'auth-gamma-403');
    await expectAccessibleInBothThemes(page, 'the access denied page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);

    const token = await apiToken(tessera.url, 'grace', 'grace-password');
    const res = await fetch(`${tessera.url}/api/v1/security/users/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
  });
});

describe('accessibility', () => {
  it('the sign-in, home and missing pages pass axe-core, light and dark', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessibleInBothThemes(page, 'the sign-in page');

    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: 'Where to go' }).waitFor();
    await expectAccessibleInBothThemes(page, 'the home page');

    await page.goto(`${tessera.url}/no/such/page/`);
    await page.getByText('Page not found').waitFor();
    await expectAccessibleInBothThemes(page, 'the missing page');
  });
});

describe('the theme', () => {
  const theme = (page: Awaited<ReturnType<typeof newPage>>) =>
    page.locator('html').getAttribute('data-theme');

  it('follows the system, and a choice in the nav outlasts a reload', async () => {
    const page = await newPage('dark');
    await signIn(page, tessera.url, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/superset\/welcome\/$/);
    await expect.poll(() => theme(page)).toBe('dark');
    const greeting = page.getByRole('heading', { level: 2 }).first();
    await expectDark(greeting, 'the home page greeting');
    await expectDark(page.getByRole('link', { name: 'Charts' }).first(), 'the nav');

    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Light' }).waitFor();
    await expectAccessibleInBothThemes(page, 'the open theme menu');
    await page.getByRole('menuitem', { name: 'Light' }).click();
    await expect.poll(() => theme(page)).toBe('light');
    await page.reload();
    await expect.poll(() => theme(page)).toBe('light');
    await expectLight(greeting, 'the home page greeting, light');

    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    await page.goto(`${tessera.url}/users/list/`);
    await page.getByRole('row', { name: /admin/ }).waitFor();
    await expectDark(
      page.getByRole('row', { name: /admin/ }).getByRole('cell').nth(1),
      'a row of the users list',
    );
    await screenshot(page, 'auth-dark-users');
  });
});
