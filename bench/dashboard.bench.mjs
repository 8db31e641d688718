/* global document, window, MutationObserver, requestIdleCallback */
// A dashboard of 50 charts (bench/dashboardFixture.mjs: eight kinds over birth_names, two tabs
// of 25) in headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH):
// 1. cold: the first load after the server starts (nothing cached): when each chart data
//    request starts (from navigation start) and when the first tab's charts are drawn;
// 2. warm: LOADS (default 5) loads, each in a fresh browser context, from navigation start to
//    the first chart drawn and to all 25 charts of the first tab drawn (medians);
// 3. the second tab: from the click on it to all its 25 charts drawn (median of the loads),
//    clicked at once when the first tab is drawn (odd loads) and clicked once the page has
//    gone idle (even loads: no request for 500 ms, then an idle callback), as a person who
//    looks at the first tab for a moment does;
// 4. the browser's JS heap after the second tab, and the server's RSS at the end;
// 5. returning: LOADS more loads in one browser context kept open (a person coming back: the
//    page's modules in its HTTP cache, their compiled code kept by the browser), after one
//    load that fills it: first chart and first tab drawn (medians).
// A chart is drawn when its holder says so: [data-chart-status="rendered"].
import { makeBenchDashboard } from './dashboardFixture.mjs';
import {
  apiClient,
  launchChromium,
  median,
  rssMiB,
  serverPid,
  signedInContexts,
  startTessera,
  token,
} from './support.mjs';

const LOADS = Number(process.env.LOADS ?? 5);
const HOLDER = '[data-chart-id]';
const DRAWN = '[data-chart-status="rendered"]';

const tessera = await startTessera();
const browser = await launchChromium();
const api = apiClient(tessera.url, await token(tessera.url));

// Tall enough for the whole first tab to be in view: every one of its charts must draw.
const newContext = signedInContexts(browser, tessera.url, { width: 1400, height: 4400 });
async function signedInContext() {
  const context = await newContext();
  // Each holder's first time drawn, in ms from navigation start.
  await context.addInitScript(
    ({ holder, drawn }) => {
      window.__drawn = {};
      new MutationObserver(() => {
        for (const el of document.querySelectorAll(`${holder}${drawn}`)) {
          const id = el.getAttribute('data-chart-id');
          window.__drawn[id] ??= performance.now();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    { holder: HOLDER, drawn: DRAWN },
  );
  return context;
}

/** Waits until `count` charts are drawn; resolves to their times (ms from navigation start). */
async function drawnTimes(page, ids) {
  await page.waitForFunction(
    (wanted) => wanted.every((id) => window.__drawn[id] !== undefined),
    ids.map(String),
    { timeout: 120_000, polling: 50 },
  );
  return page.evaluate((wanted) => wanted.map((id) => window.__drawn[id]), ids.map(String));
}

/**
 * One load: first tab drawn, then the second tab opened (at once or once idle) and drawn; in a
 * fresh browser context, or in `kept` (left open).
 */
async function load(url, charts, waitForIdle = false, kept = undefined) {
  const context = kept ?? (await signedInContext());
  const page = await context.newPage();
  const starts = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/chart/data')) starts.push(performance.now());
  });
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  const first = await drawnTimes(
    page,
    charts.slice(0, 25).map((c) => c.id),
  );
  if (waitForIdle) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
  }
  const clickAt = await page.evaluate(() => performance.now());
  await page.getByRole('tab', { name: 'Tab 2' }).click();
  const second = await drawnTimes(
    page,
    charts.slice(25).map((c) => c.id),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
  if (kept) await page.close();
  else await context.close();
  return {
    firstChart: Math.min(...first),
    firstTab: Math.max(...first),
    secondTab: Math.max(...second) - clickAt,
    requestStarts: starts.map((s) => s - t0),
    heap,
  };
}

const ms = (n) => `${Math.round(n)} ms`;
try {
  const { dashboardId, charts } = await makeBenchDashboard(api);
  const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;

  const cold = await load(url, charts);
  const starts = cold.requestStarts.sort((a, b) => a - b);
  console.log(
    `cold (nothing cached): ${starts.length} chart data requests, the first sent at ${ms(starts[0])}, ` +
      `the last at ${ms(starts.at(-1))}; first chart drawn ${ms(cold.firstChart)}, ` +
      `first tab (25 charts) drawn ${ms(cold.firstTab)}`,
  );

  const warm = [];
  for (let i = 0; i < LOADS; i++) warm.push(await load(url, charts, i % 2 === 1));
  const pick = (key, loads = warm) => median(loads.map((w) => w[key]));
  const atOnce = warm.filter((_, i) => i % 2 === 0);
  const afterIdle = warm.filter((_, i) => i % 2 === 1);
  console.log(
    `warm (median of ${LOADS}): first chart drawn ${ms(pick('firstChart'))}, ` +
      `first tab (25 charts) drawn ${ms(pick('firstTab'))}, ` +
      `second tab drawn ${ms(pick('secondTab', atOnce))} after a click at once, ` +
      (afterIdle.length
        ? `${ms(pick('secondTab', afterIdle))} after a click once the page was idle`
        : '(LOADS >= 2 for a click once idle)'),
  );
  const context = await signedInContext();
  await load(url, charts, true, context);
  const returning = [];
  for (let i = 0; i < LOADS; i++) returning.push(await load(url, charts, false, context));
  await context.close();
  console.log(
    `returning (one browser context, its caches filled; median of ${LOADS}): ` +
      `first chart drawn ${ms(pick('firstChart', returning))}, ` +
      `first tab (25 charts) drawn ${ms(pick('firstTab', returning))}`,
  );
  console.log(
    `memory: browser JS heap ${pick('heap').toFixed(1)} MiB after both tabs; ` +
      `server RSS ${rssMiB(serverPid(tessera.child.pid)).toFixed(0)} MiB`,
  );
} finally {
  await browser.close();
  await tessera.stop();
}
