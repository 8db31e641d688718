/**
 * Starts Tessera exactly as `npm start` does (scripts/start.mjs) on a free port with its
 * own TESSERA_HOME, and drives Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { seedExamples } from '../packages/server/test/support/examplesSeed.js';

export const ROOT = resolve(import.meta.dirname, '..');
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export interface RunningTessera {
  url: string;
  home: string;
  /** The `npm start` process (it forwards SIGTERM and SIGINT to the server). */
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Tessera exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Tessera did not answer /health in time:\n${output()}`);
}

/**
 * `seeded` (the default) puts the example database loaded once for the run in the new home
 * (packages/server/test/support/examplesSeed.ts): the first start keeps it instead of loading
 * it again. `seeded: false` starts from an empty home, as a new install does.
 */
export async function startTessera(
  env: Record<string, string> = {},
  { seeded = true } = {},
): Promise<RunningTessera> {
  const home = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  if (seeded && env.TESSERA_LOAD_EXAMPLES !== 'false') seedExamples(home);
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_PORT: String(port),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_ADMIN_USERNAME: ADMIN.username,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
      TESSERA_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => out);
  return {
    url,
    home,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium for the browser tests. Its pages ask for reduced motion, which turns antd's
 * animations off (as it does for people who ask their system for it): a click never lands on a
 * dialog that is still zooming in. Headless Chromium loads the omnibox popup's WebUI pages in a
 * renderer of their own for each browser context (0.4–0.8 s of CPU each on a 2-core machine, taken
 * from the test's page): those two features are off.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** Bearer token for API calls as the given user. */
export async function apiToken(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Screenshots land in test-results/ so a person can look at what a test saw. Finite
 * animations are taken at their end (and infinite ones at their start): nothing needs to wait
 * for a dialog or a dropdown to finish moving first.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: join(ROOT, 'test-results', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Resolves once Playwright has seen every request that the page's earlier events started:
 * after a frame and a task (when the handlers of a click have run), the page sends a witness
 * request, and Playwright reports a page's requests in the order they were sent. For checking
 * that an action sent nothing.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const witness = page.waitForRequest((r) => new URL(r.url()).pathname === '/health');
  await page.evaluate(
    "new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))).then(() => fetch('/health'))",
  );
  await witness;
}

export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in once through the /login/ page and gives what the browser then holds (the session
 * cookie), for `browser.newContext({ storageState })`: each test opens a fresh context of its
 * own from it, signed in, without going through the sign-in page again.
 */
export async function signedInState(
  browser: Browser,
  url: string,
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<SignedInState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login/`);
    await signIn(page, url, username, password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Signs in through the /login/ page (and waits for it to answer). */
export async function signIn(
  page: Page,
  url: string,
  username: string,
  password: string,
): Promise<void> {
  if (!new URL(page.url(), url).pathname.startsWith('/login')) await page.goto(`${url}/login/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/login/' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}
