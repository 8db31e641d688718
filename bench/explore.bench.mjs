/* global document, MutationObserver */
// Explore in headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH):
// 1. page load to first chart drawn: a line chart of SUM(num) by gender over ds (year grain)
//    on birth_names, each load in a fresh browser context (empty HTTP cache), from navigation
//    start to the chart's first frame painted with its data (ECharts' first 'rendered' after
//    the option is set: the renderer's data-painted hook), and to its entry animation's end
//    (ECharts' 'finished': data-drawn); medians of LOADS (default 7), after one warm-up load
//    that fills the server's result cache.
// 2. a render-only control change on a 10,000-point line chart (a virtual dataset of 10,000
//    minutes): from the click on "Show legend" to the next ECharts 'finished', measured in the
//    page (performance.now()); median of CHANGES (default 9); no chart data request may follow.
// 3. the JavaScript the explore page loads (every script response, lazy chunks included),
//    raw and gzipped (zlib level 6, as a typical server would send it).
import { gzipSync } from 'node:zlib';
import { launchChromium, median, signedInContexts, startTessera, token } from './support.mjs';

const LOADS = Number(process.env.LOADS ?? 7);
const CHANGES = Number(process.env.CHANGES ?? 9);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const tessera = await startTessera();
const browser = await launchChromium();

async function api(method, path, body) {
  const res = await fetch(`${tessera.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await bearer}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const bearer = token(tessera.url);

/** A signed-in browser context (the session cookie carried over, nothing cached). */
const signedInContext = signedInContexts(browser, tessera.url, { width: 1400, height: 900 });

const exploreUrl = (datasetId, vizType, formData) =>
  `${tessera.url}/explore/?datasource_type=table&datasource_id=${datasetId}&viz_type=${vizType}&form_data=${encodeURIComponent(JSON.stringify(formData))}`;

const CHART = '[data-test="chart-container"][data-status="success"] [data-testid="echarts"]';
const PAINTED = `${CHART}[data-painted]`;
const DRAWN = `${CHART}[data-drawn]`;

try {
  const births = await api(
    'GET',
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  const birthsId = births.result[0].id;
  const databaseId = (await api('GET', `/api/v1/dataset/${birthsId}`)).result.database.id;
  const lineUrl = exploreUrl(birthsId, 'echarts_timeseries_line', {
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' }],
    groupby: ['gender'],
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
  });

  // 1 and 3: loads to the first chart drawn, and the scripts they fetch
  const loads = [];
  const finishes = [];
  let scripts = new Map();
  for (let i = 0; i <= LOADS; i++) {
    const context = await signedInContext();
    const page = await context.newPage();
    const seen = new Map();
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script') return;
      try {
        seen.set(new URL(r.url()).pathname, await r.body());
      } catch {
        // a redirect or an aborted load has no body
      }
    });
    // Stamped in the page the moment each hook appears (not when the bench gets to ask).
    await page.addInitScript(() => {
      const seen = {};
      globalThis.__chartTimes = seen;
      new MutationObserver(() => {
        const chart = document.querySelector('[data-testid="echarts"]');
        if (!chart) return;
        if (chart.dataset.painted && seen.painted === undefined) seen.painted = performance.now();
        if (chart.dataset.drawn && seen.drawn === undefined) seen.drawn = performance.now();
      }).observe(document, { subtree: true, attributes: true, childList: true });
    });
    await page.goto(lineUrl);
    await page.locator(PAINTED).waitFor({ timeout: 60_000 });
    await page.locator(DRAWN).waitFor({ timeout: 60_000 });
    const times = await page.evaluate(() => globalThis.__chartTimes);
    if (i > 0) {
      loads.push(times.painted);
      finishes.push(times.drawn);
    }
    await page.waitForLoadState('networkidle');
    scripts = seen;
    await context.close();
  }
  const raw = [...scripts.values()].reduce((n, b) => n + b.length, 0);
  const gz = [...scripts.values()].reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0);

  // 2: a render-only change on a 10,000-point chart
  const dataset = await api('POST', '/api/v1/dataset/', {
    database: databaseId,
    table_name: `bench_points_${Date.now().toString(36)}`,
    sql:
      "SELECT TIMESTAMP '2000-01-01' + to_minutes(i) AS ts, sin(i / 50.0) * 100 + i / 100.0 AS v " +
      'FROM range(10000) t(i)',
  });
  await api('PUT', `/api/v1/dataset/${dataset.id}/refresh`).catch(() => undefined);
  const context = await signedInContext();
  const page = await context.newPage();
  let chartDataCalls = 0;
  let points = NaN;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/chart/data')
      chartDataCalls += 1;
  });
  page.on('response', async (r) => {
    if (r.request().method() !== 'POST' || new URL(r.url()).pathname !== '/api/v1/chart/data')
      return;
    points = (await r.json().catch(() => null))?.result?.[0]?.rowcount ?? NaN;
  });
  await page.goto(
    exploreUrl(dataset.id, 'echarts_timeseries_line', {
      metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(v)', label: 'MAX(v)' }],
      groupby: [],
      x_axis: 'ts',
      time_grain_sqla: null,
      row_limit: 10000,
    }),
  );
  await page.locator(DRAWN).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.getByRole('tab', { name: 'Customize' }).click();
  const callsBefore = chartDataCalls;
  const changes = [];
  for (let i = 0; i < CHANGES; i++) {
    changes.push(
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const chart = document.querySelector('[data-testid="echarts"]');
            const hook = document.querySelector('[data-testid="checkbox-show_legend"]');
            const box = hook?.tagName === 'INPUT' ? hook : hook?.querySelector('input');
            if (!chart || !box) return reject(new Error('no chart or no Show legend checkbox'));
            const before = chart.getAttribute('data-drawn');
            const observer = new MutationObserver(() => {
              if (chart.getAttribute('data-drawn') === before) return;
              observer.disconnect();
              resolve(performance.now() - t0);
            });
            observer.observe(chart, { attributes: true, attributeFilter: ['data-drawn'] });
            const t0 = performance.now();
            box.click();
          }),
      ),
    );
    await page.waitForTimeout(200);
  }
  const extraQueries = chartDataCalls - callsBefore;
  await context.close();

  console.log(`explore page load to first chart drawn (birth_names line, fresh context each):`);
  console.log(
    `  median ${Math.round(median(loads))} ms over ${loads.length} loads (min ${Math.round(Math.min(...loads))}, max ${Math.round(Math.max(...loads))})`,
  );
  console.log(
    `  its entry animation finished: median ${Math.round(median(finishes))} ms (min ${Math.round(Math.min(...finishes))}, max ${Math.round(Math.max(...finishes))})`,
  );
  console.log(
    `render-only change (Show legend) on a 10,000-point line chart, click to redraw done:` +
      `${Number.isNaN(points) ? '' : ` (${points} points)`}`,
  );
  console.log(
    `  median ${Math.round(median(changes))} ms over ${changes.length} changes (min ${Math.round(Math.min(...changes))}, max ${Math.round(Math.max(...changes))}); chart data requests after the changes: ${extraQueries}`,
  );
  console.log(`JavaScript the explore page loads: ${scripts.size} scripts`);
  console.log(`  ${kib(raw)} raw, ${kib(gz)} gzipped`);
  for (const [path, body] of [...scripts].sort((a, b) => b[1].length - a[1].length).slice(0, 5))
    console.log(`    ${path}: ${kib(gzipSync(body, { level: 6 }).length)} gzipped`);
} finally {
  await browser.close();
  await tessera.stop();
}
