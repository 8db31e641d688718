/**
 * An admin manages users and roles through the Users and Roles pages; both pass axe-core's
 * checks in both themes, and the Users page works from the keyboard.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './api.js';
import { expectAccessibleInBothThemes } from './axe.js';
import {
  ADMIN,
  apiToken,
  launchBrowser,
  screenshot,
  signIn,
  signedInState,
  startTessera,
  type RunningTessera,
  type SignedInState,
} from './harness.js';
import { isFocused, tabTo } from './keyboard.js';

let tessera: RunningTessera;
let browser: Browser;
let admin: Page;
let signedIn: SignedInState;
const contexts: BrowserContext[] = [];

/** A page in a fresh context of its own (signed in as the admin when given the state). */
async function newPage(state?: SignedInState): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: state,
  });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  [tessera, browser] = await Promise.all([startTessera(), launchBrowser()]);
  signedIn = await signedInState(browser, tessera.url);
});

// Each test on a fresh page of its own, signed in as the admin.
beforeEach(async () => {
  admin = await newPage(signedIn);
});

// What the admin's page showed when a test failed, for whoever looks into it.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(admin, `failed-${ctx.task.name}`);
  for (const c of contexts.splice(0)) await c.close();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await tessera?.stop();
});

async function fillNewUser(page: Page, user: { username: string; email: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Blaise');
  await dialog.getByLabel('Last name').fill('Pascal');
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Roles').fill('Alpha');
  await page.keyboard.press('Enter');
  // Tab closes the roles dropdown (it stays open for more choices).
  await page.keyboard.press('Tab');
  await dialog.getByLabel('Password', { exact: true }).fill('pascal-password');
  await dialog.getByLabel('Confirm password').fill('pascal-password');
}

/** Signs in as someone in a fresh browser; resolves with where they ended up. */
async function trySignIn(username: string, password: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, tessera.url, username, password);
  await Promise.race([
    page.waitForURL(/\/superset\/welcome\/$/),
    page.getByRole('alert').waitFor(),
  ]);
  return page;
}

describe('the Users page', () => {
  it('creates a user, edits them, deactivates them, and they can no longer sign in', async () => {
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('button', { name: 'Add user' }).click();
    await fillNewUser(admin, { username: 'blaise', email: 'blaise@example.com' });
    await screenshot(admin, 'admin-user-modal');
    await admin.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
    const row = admin.getByRole('row', { name: /blaise/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Alpha');
    expect(await row.textContent()).toContain('Active');

    // The new user can sign in with the password the admin gave.
    const first = await trySignIn('blaise', 'pascal-password');
    expect(new URL(first.url()).pathname).toBe('/superset/welcome/');

    // Edit: a new last name and a second role.
    await admin.getByRole('button', { name: 'Edit blaise' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit user blaise' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('blaise@example.com');
    await expectAccessibleInBothThemes(admin, 'the edit-user form');
    await dialog.getByLabel('Last name').fill('Pascal-Périer');
    await dialog.getByLabel('Roles').fill('sql_lab');
    await admin.keyboard.press('Enter');
    // Tab closes the roles dropdown (it stays open for more choices).
    await admin.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('row', { name: /Pascal-Périer/ }).waitFor();
    expect(await row.textContent()).toContain('sql_lab');

    // Deactivate, confirming in the popover.
    await admin.getByRole('button', { name: 'Deactivate blaise' }).click();
    await admin.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the Deactivate confirmation');
    await admin.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await admin.getByRole('button', { name: 'Activate blaise', exact: true }).waitFor();
    expect(await row.textContent()).toContain('Inactive');
    await screenshot(admin, 'admin-users-deactivated');

    const refused = await trySignIn('blaise', 'pascal-password');
    expect(await refused.getByRole('alert').textContent()).toContain(
      'Invalid login. Please try again.',
    );
    expect(new URL(refused.url()).pathname).toBe('/login/');
  });

  it('shows a server validation error on the form field it names', async () => {
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('button', { name: 'Add user' }).click();
    // The username of the admin is taken.
    await fillNewUser(admin, { username: ADMIN.username, email: 'someone@example.com' });
    await admin.getByRole('dialog').getByRole('button', { name: 'Create user' }).click();
    await admin.getByText('Username already exists').waitFor();
    await expectAccessibleInBothThemes(admin, 'the new-user form with an error on a field');
    expect(await admin.getByRole('dialog').isVisible()).toBe(true);
    await screenshot(admin, 'admin-user-field-error');
    await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('searches users on the server', async () => {
    const api = apiClient(tessera.url, await apiToken(tessera.url, ADMIN.username, ADMIN.password));
    const roles = await api.get<{ result: { id: number; name: string }[] }>(
      '/api/v1/security/roles/',
    );
    await api.send('POST', '/api/v1/security/users/', {
      username: 'gottfried',
      first_name: 'Gottfried',
      last_name: 'Leibniz',
      email: 'gottfried@example.com',
      active: true,
      roles: [roles.result.find((r) => r.name === 'Alpha')!.id],
      password: 'leibniz-password',
    });
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('row', { name: /gottfried/ }).waitFor();
    await admin.getByLabel('Search users').fill('gottf');
    await expect.poll(() => admin.getByRole('row', { name: /admin@/ }).count()).toBe(0);
    expect(await admin.getByRole('row', { name: /gottfried/ }).count()).toBe(1);
  });
});

describe('accessibility', () => {
  it('the Users page, its new-user form and the Roles page pass axe-core, light and dark', async () => {
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('row', { name: /admin@/ }).waitFor();
    await expectAccessibleInBothThemes(admin, 'the Users page');
    await admin.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('dialog').getByLabel('First name').waitFor();
    await expectAccessibleInBothThemes(admin, 'the new-user form');
    await admin.keyboard.press('Escape');
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });

    await admin.goto(`${tessera.url}/roles/list/`);
    await admin.getByRole('row', { name: /Gamma/ }).first().waitFor();
    await expectAccessibleInBothThemes(admin, 'the Roles page');
  });

  it('the Users page works from the keyboard: search, open a row, and back', async () => {
    await admin.goto(`${tessera.url}/users/list/`);
    await admin.getByRole('row', { name: /admin@/ }).waitFor();
    await tabTo(admin, admin.getByLabel('Search users'), 'the search box');
    await admin.keyboard.type('nobody-by-this-name');
    await admin.getByText('No users match your search').waitFor();
    await admin.keyboard.press('Control+a');
    await admin.keyboard.type('admin');
    await admin.getByRole('row', { name: /admin@/ }).waitFor();

    const edit = admin.getByRole('button', { name: 'Edit admin' });
    await tabTo(admin, edit, "the admin row's Edit button");
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Edit user admin' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Username').inputValue()).toBe('admin');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The focus goes back where it was, so the person carries on from the row.
    await expect.poll(() => isFocused(edit)).toBe(true);
  });
});

describe('the Roles page', () => {
  it('creates a role, grants it a permission, renames and deletes it', async () => {
    await admin.goto(`${tessera.url}/roles/list/`);
    await admin.getByRole('button', { name: 'Add role' }).click();
    await admin.getByRole('dialog').getByLabel('Name').fill('Analysts');
    await admin.getByRole('dialog').getByRole('button', { name: 'Create role' }).click();
    await admin.getByRole('row', { name: /Analysts/ }).waitFor();

    await admin.getByRole('button', { name: 'Permissions of Analysts' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Permissions of Analysts' });
    await dialog.getByText('Available').waitFor();
    await dialog.getByPlaceholder('Search permissions').first().fill('can read on Dashboard');
    await dialog.getByText('can read on Dashboard', { exact: true }).click();
    await dialog.getByRole('button', { name: 'right' }).click();
    await screenshot(admin, 'admin-role-permissions');
    await expectAccessibleInBothThemes(admin, 'the Permissions dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved the permissions of Analysts').waitFor();

    const roles = await admin.evaluate(async () => {
      const res = await fetch('/api/v1/security/roles/');
      const { result } = (await res.json()) as { result: { id: number; name: string }[] };
      const id = result.find((r) => r.name === 'Analysts')!.id;
      return (await (await fetch(`/api/v1/security/roles/${id}/permissions/`)).json()) as {
        result: { permission_name: string; view_menu_name: string }[];
      };
    });
    expect(roles.result).toEqual([
      expect.objectContaining({ permission_name: 'can_read', view_menu_name: 'Dashboard' }),
    ]);

    await admin.getByRole('button', { name: 'Rename Analysts' }).click();
    await admin.getByRole('dialog').getByLabel('Name').fill('Data analysts');
    await expectAccessibleInBothThemes(admin, 'the Rename role dialog');
    await admin.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await admin.getByRole('row', { name: /Data analysts/ }).waitFor();

    await admin.getByRole('button', { name: 'Delete Data analysts' }).click();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('Deleted role Data analysts').waitFor();
    await expect.poll(() => admin.getByRole('row', { name: /Data analysts/ }).count()).toBe(0);
    // Built-in roles cannot be deleted.
    expect(await admin.getByRole('button', { name: 'Delete Admin' }).isDisabled()).toBe(true);
  });
});
