// Shared pieces of the benchmarks: start Tessera as `npm start` does, sign in, time things.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN = { username: 'admin', password: 'bench-password' };

export const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The nearest-rank 95th percentile (with few runs, the slowest but one or the slowest). */
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

/** Resident memory of a process in MiB. */
export function rssMiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

/** The server process started by scripts/start.mjs. */
export function serverPid(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return Number(children.split(/\s+/)[0]);
}

/** Starts Tessera with its own TESSERA_HOME; resolves once /health answers. */
export async function startTessera(env = {}) {
  const home = env.TESSERA_HOME ?? mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_PORT: String(port),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
      TESSERA_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Tessera did not start');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not yet
    }
    await sleep(10);
  }
  return {
    url,
    home,
    child,
    startMs: performance.now() - t0,
    async stop(keepHome = false) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
      if (!keepHome && !env.TESSERA_HOME) rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * The flags of every headless Chromium here. Chromium's headless mode (its new one, the only one
 * since 132) loads the omnibox popup's WebUI pages in a renderer of their own for each browser
 * context: 0.4–0.8 s of CPU per context on this machine, taken from the page being measured,
 * which a person's browser spent once, long before. Those two features are turned off (as in
 * e2e/harness.ts).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) driven by playwright-core. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A JSON caller of Tessera's HTTP API as the admin (a Bearer token): api(method, path, body). */
export function apiClient(url, bearer) {
  return async function api(method, path, body) {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

export async function token(url) {
  const res = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, provider: 'db' }),
  });
  return (await res.json()).access_token;
}

/**
 * A maker of signed-in browser contexts for `url` (the first one signs in through the login
 * page; later ones carry its session cookie over, nothing else cached).
 */
export function signedInContexts(browser, url, viewport) {
  let cookies;
  return async function signedInContext() {
    const context = await browser.newContext({ viewport });
    if (cookies) await context.addCookies(cookies);
    else {
      const page = await context.newPage();
      await page.goto(`${url}/login/`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      cookies = await context.cookies();
      await page.close();
    }
    return context;
  };
}
