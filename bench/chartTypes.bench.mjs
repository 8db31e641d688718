// Chart types II (issue 17), per type, in explore in headless Chromium:
// 1. a saved chart of the type over the example data (the browser test's case,
//    e2e/chartTypeCases/): page load to the chart drawn, median of RUNS (cache warm after the
//    first);
// 2. the type over generated virtual datasets of growing size (each case's `scale`): the time
//    from the chart data answer to the chart drawn, and the largest size drawn within 1 s.
// TYPES (comma-separated viz types) and RUNS override.
import { build } from 'esbuild';
import {
  ADMIN,
  apiClient,
  launchChromium,
  median,
  signedInContexts,
  startTessera,
  token,
} from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const TYPES = process.env.TYPES?.split(',');
const BUDGET_MS = 1000;

// The cases are TypeScript beside the browser test: bundle them into one module.
const bundled = await build({
  entryPoints: ['e2e/chartTypeCases/index.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});
const { CHART_TYPE_CASES } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);
const cases = CHART_TYPE_CASES.filter((c) => !TYPES || TYPES.includes(c.vizType));

/** Waits for explore's chart to have its answer and to be drawn (ECharts done drawing). */
async function drawn(page) {
  const chart = page.locator('[data-test="chart-container"]');
  await page
    .locator(
      ['success', 'failed', 'stopped']
        .map((s) => `[data-test="chart-container"][data-status="${s}"]`)
        .join(', '),
    )
    .waitFor({ timeout: 120_000 });
  const status = await chart.getAttribute('data-status');
  if (status !== 'success') throw new Error(`chart ${status}`);
  await chart.locator(':scope > *').first().waitFor();
  await chart
    .locator('[data-testid="echarts"][data-drawing]')
    .waitFor({ state: 'detached', timeout: 120_000 });
}

const tessera = await startTessera();
const browser = await launchChromium();
try {
  const api = apiClient(tessera.url, await token(tessera.url));
  const context = await signedInContexts(browser, tessera.url, { width: 1400, height: 900 })();
  const page = await context.newPage();
  // as the browser tests: no animation, so "drawn" is the drawing and not the animation after it
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const datasets = (await api('GET', '/api/v1/dataset/?q=(page_size:100)')).result;
  const datasetId = (table) => {
    const found = datasets.find((d) => d.table_name === table);
    if (!found) throw new Error(`no example dataset ${table}`);
    return found.id;
  };
  const database = datasets[0].database.id;
  const saveChart = async (name, vizType, params, id) =>
    (
      await api('POST', '/api/v1/chart/', {
        slice_name: name,
        viz_type: vizType,
        datasource_id: id,
        datasource_type: 'table',
        params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${id}__table` }),
      })
    ).id;

  /** Opens a chart in explore; the whole load and the part after the data answer, in ms. */
  async function open(chartId) {
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/v1/chart/data'),
      { timeout: 30_000 },
    );
    const t0 = performance.now();
    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    const response = await answer;
    if (response.status() !== 200)
      throw new Error(`chart data ${response.status()}: ${(await response.text()).slice(0, 200)}`);
    const t1 = performance.now();
    await drawn(page);
    const t2 = performance.now();
    return { load: t2 - t0, render: t2 - t1 };
  }

  console.log(`user ${ADMIN.username}; ${cases.length} chart types; budget ${BUDGET_MS} ms`);
  console.log('| type | example data: load to drawn (median) | largest input drawn within 1 s |');
  console.log('|---|---|---|');
  for (const { vizType, table, params, scale } of cases) {
    let example = 'failed';
    try {
      const id = await saveChart(`Bench ${vizType}`, vizType, params, datasetId(table));
      const loads = [];
      for (let i = 0; i < RUNS; i++) loads.push((await open(id)).load);
      example = `${median(loads).toFixed(0)} ms (${table})`;
    } catch (e) {
      example = `failed: ${e.message.split('\n')[0]}`;
    }
    let largest = 'no scale case';
    if (scale) {
      largest = `none of ${scale.sizes[0]} ${scale.unit}`;
      for (const n of scale.sizes) {
        try {
          const { id: ds } = await api('POST', '/api/v1/dataset/', {
            database,
            table_name: `bench_${vizType}_${n}_${Date.now().toString(36)}`,
            sql: scale.sql(n),
          });
          // explore offers row limits up to SQL_MAX_ROW (100,000)
          const params = {
            ...scale.params,
            row_limit: Math.min(scale.params.row_limit ?? 10000, 100000),
          };
          const id = await saveChart(`Bench ${vizType} ${n}`, vizType, params, ds);
          await open(id); // the first run fills the results cache
          const { render } = await open(id);
          if (render > BUDGET_MS) {
            largest += `; ${n} ${scale.unit}: ${render.toFixed(0)} ms`;
            break;
          }
          largest = `${n} ${scale.unit} (${render.toFixed(0)} ms)`;
        } catch (e) {
          largest += `; ${n} ${scale.unit}: failed: ${e.message.split('\n')[0]}`;
          break;
        }
      }
    }
    console.log(`| ${vizType} | ${example} | ${largest} |`);
  }
} finally {
  await browser.close();
  await tessera.stop();
}
