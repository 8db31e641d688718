/* global window, document, MutationObserver, requestAnimationFrame */
// SQL Lab in a browser on a 1,000,000-row DuckDB result (TESSERA_SQL_MAX_ROW=1000000): a table
// `big` of 1M rows, `SELECT * FROM big` run from /sqllab/ with the limit dropdown at 1,000,000;
// time from the Run click to the first rows painted in the grid, time from scrolling to the end
// to the last row painted (performance.now in the page, then a frame), the tab's JS heap (CDP
// Performance.getMetrics) and the server's resident memory. RUNS (default 3) runs, each in a
// fresh page; medians printed with every run's figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  ADMIN,
  launchChromium,
  median,
  rssMiB,
  serverPid,
  startTessera,
  token,
} from './support.mjs';
import { api, loadAverage, ms } from './loadgen.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const ROWS = 1_000_000;
const work = mkdtempSync(join(tmpdir(), 'tessera-sqllab-browser-'));
const file = join(work, 'big.duckdb');
{
  const instance = await DuckDBInstance.create(file);
  const conn = await instance.connect();
  await conn.run(
    `CREATE TABLE big AS SELECT range AS n, 'label ' || range AS label, range * 0.5 AS half FROM range(${ROWS})`,
  );
  conn.closeSync();
  instance.closeSync();
}

const tessera = await startTessera({
  TESSERA_LOAD_EXAMPLES: 'false',
  TESSERA_SQL_MAX_ROW: String(ROWS),
});
const browser = await launchChromium();
const pid = serverPid(tessera.child.pid);
const MiB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** In the page: resolves with performance.now() of the frame after `ready()` first holds. */
function paintedWhen(ready) {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return false;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
}

try {
  const t = await token(tessera.url);
  await api(tessera.url, 'POST', '/api/v1/database/', {
    token: t,
    body: { database_name: 'big', sqlalchemy_uri: `duckdb:///${file}`, expose_in_sqllab: true },
  });
  const results = [];
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await page.goto(`${tessera.url}/sqllab/`);
    if (new URL(page.url()).pathname.startsWith('/login')) {
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/sqllab\/$/);
    }
    await page.getByTestId('sql-editor').waitFor();
    const pick = async (label, option) => {
      await page.getByLabel(label).click();
      await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
    };
    if (run === 0) {
      await pick('Select database', 'big');
      await pick('Query limit', ROWS.toLocaleString('en-US'));
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText('SELECT * FROM big');
      await page.keyboard.press('Escape');
    }
    const rssBefore = rssMiB(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      try {
        rssPeak = Math.max(rssPeak, rssMiB(pid));
      } catch {
        // the server is gone: the run fails below
      }
    }, 25);
    // Armed before the click: the first row of this run's result (after the running state).
    await page.evaluate((paintedWhenSrc) => {
      const paintedWhen = new Function(`return ${paintedWhenSrc}`)();
      let sawRunning = false;
      document.addEventListener(
        'click',
        (e) => {
          if (e.target.closest('button')?.textContent?.trim() === 'Run')
            window.__runClick = performance.now();
        },
        { capture: true },
      );
      window.__firstRows = paintedWhen(() => {
        if (window.__runClick === undefined) return false;
        if (document.querySelector('[data-testid="query-running"]')) sawRunning = true;
        const cell = document.querySelector(
          '[data-testid="result-grid"] [aria-rowindex="2"] [role="gridcell"]',
        );
        return sawRunning && cell?.textContent === '0';
      });
    }, paintedWhen.toString());
    await page.locator('button').filter({ hasText: /^Run$/ }).click();
    const firstRowsMs = await page.evaluate(
      async () => (await window.__firstRows) - window.__runClick,
    );
    clearInterval(sampler);
    const rssAfterRun = rssMiB(pid);
    await page
      .getByTestId('row-count')
      .filter({ hasText: '1,000,000' })
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    const lastRowMs = await page.evaluate(
      async ({ paintedWhenSrc, last }) => {
        const paintedWhen = new Function(`return ${paintedWhenSrc}`)();
        const grid = document.querySelector('[data-testid="result-grid"]');
        const painted = paintedWhen(() => {
          const cell = document.querySelector(
            `[data-testid="result-grid"] [aria-rowindex="${last + 2}"] [role="gridcell"]`,
          );
          return cell?.textContent === String(last);
        });
        const t0 = performance.now();
        grid.scrollTop = grid.scrollHeight;
        return (await painted) - t0;
      },
      { paintedWhenSrc: paintedWhen.toString(), last: ROWS - 1 },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    const figures = {
      firstRowsMs,
      lastRowMs,
      heap,
      rssBefore,
      rssPeak,
      rssAfterRun,
      rssEnd: rssMiB(pid),
    };
    results.push(figures);
    console.log(
      `run ${run + 1}: first rows ${ms(firstRowsMs)}, last row painted ${ms(lastRowMs)} after ` +
        `scrolling, tab JS heap ${MiB(heap)}, server RSS ${rssBefore.toFixed(0)} -> peak ` +
        `${rssPeak.toFixed(0)} MiB (end ${figures.rssEnd.toFixed(0)} MiB), load ${loadAverage()}`,
    );
    await cdp.detach();
    await page.close();
  }
  const med = (k) => median(results.map((r) => r[k]));
  console.log(
    `median of ${RUNS}: first rows ${ms(med('firstRowsMs'))}, last row ${ms(med('lastRowMs'))}, ` +
      `tab JS heap ${MiB(med('heap'))}, server RSS peak ${med('rssPeak').toFixed(0)} MiB`,
  );
} finally {
  await browser.close();
  await tessera.stop();
  rmSync(work, { recursive: true, force: true });
}
