/* global document, window, MutationObserver, requestAnimationFrame, requestIdleCallback */
// Filters on the 50-chart dashboard (bench/dashboardFixture.mjs: eight kinds over birth_names,
// two tabs of 25) in headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Each measurement
// opens the dashboard in a fresh browser context and waits until all 50 charts are drawn (the
// second tab's out of sight) and the page is idle; the first round fills the server's results
// cache (cold), the LOADS (default 5) rounds after it are warm (median and p95).
// (a) a select filter on `state` scoping every chart, then one scoping the first tab only:
//     "CA" chosen, Apply clicked → until every chart in scope is drawn again with its new
//     answer ([data-chart-status] leaves rendered after the click, for loading, or for success
//     when its answer comes within the spinner's delay, then is rendered), for the tab shown and
//     for all (the hidden tab's are asked once the shown tab's are in); when the chart data
//     requests left and the last answer came; how many were made and how many distinct (the
//     body but its form data: the same queries asked once); the charts out of scope asked
//     again or that left their drawing (must be none); the ECharts charts painted again
//     (data-painted) after the click but before their new answer (work for nothing);
// (b) a cross-filter: a click on the "girl" cell of the first table → as (a), for the other 49
//     charts;
// (c) a select filter over a column of 1,000,000 distinct strings (a virtual dataset of
//     DuckDB's range(), "Dynamically search all filter values" on), on a dashboard of its own:
//     from navigation to the control holding its first options, from the click on it to its
//     first options shown, and from typing a search term to the matching option shown, for a
//     term among the options it holds and for one only the server can find.
// PARTS (default abc) names the parts to run. Times are in ms, taken in the page
// (performance.now()) but for the requests' (this process's clock); (a) and (b) count from the
// click event in the page; a drawing or an option counts from the frame after it is in the DOM.
import {
  BENCH_TABS,
  makeBenchDashboard,
  makeMillionValuesDataset,
  selectFilter,
  setNativeFilters,
} from './dashboardFixture.mjs';
import {
  apiClient,
  launchChromium,
  median,
  p95,
  signedInContexts,
  startTessera,
  token,
} from './support.mjs';

const LOADS = Number(process.env.LOADS ?? 5);
/** The parts to run: PARTS=ac runs (a) and (c). */
const PARTS = process.env.PARTS ?? 'abc';
const HOLDER = '[data-chart-id]';
const ALL = 'NATIVE_FILTER-state-all';
const FIRST_TAB = 'NATIVE_FILTER-state-tab1';
const MILLION = 'NATIVE_FILTER-million';
const STATE = 'CA';
const OPTION = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';
/** A term among the first 1,000 values (those the control holds) and one past them. */
const NEAR_TERM = '0000500';
const FAR_TERM = '0999999';

const tessera = await startTessera();
const browser = await launchChromium();
const api = apiClient(tessera.url, await token(tessera.url));

// Tall enough for the whole first tab to be in view: every one of its charts must draw.
const newContext = signedInContexts(browser, tessera.url, { width: 1400, height: 4400 });
async function signedInContext() {
  const context = await newContext();
  // Every change of each holder's status, with its time: window.__statuses[id] = [[status, t]];
  // and when its ECharts chart painted an option (data-painted counts them): __paints[id] = [t].
  await context.addInitScript((holder) => {
    window.__statuses = {};
    window.__paints = {};
    const paintCounts = {};
    new MutationObserver(() => {
      const now = performance.now();
      for (const el of document.querySelectorAll(holder)) {
        const id = el.getAttribute('data-chart-id');
        const list = (window.__statuses[id] ??= []);
        const status = el.getAttribute('data-chart-status');
        if (list.at(-1)?.[0] !== status) list.push([status, now]);
        const painted = el.querySelector('[data-painted]')?.getAttribute('data-painted');
        if (painted && painted !== paintCounts[id]) {
          paintCounts[id] = painted;
          (window.__paints[id] ??= []).push(now);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, HOLDER);
  return context;
}

/**
 * Chart data requests from now on: { slice (form_data.slice_id), filter (native_filter_id),
 * key (the body but its form data), at (when sent), done (when its answer had come), in this
 * process's clock }.
 */
function recordRequests(page) {
  const seen = [];
  const sent = new Map();
  page.on('requestfinished', (r) => {
    const entry = sent.get(r);
    if (entry) entry.done = performance.now();
  });
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
    const body = JSON.parse(r.postData() ?? '{}');
    const { form_data: formData, force: _force, ...query } = body;
    const entry = {
      slice: formData?.slice_id,
      filter: formData?.native_filter_id,
      key: JSON.stringify(query),
      at: performance.now(),
    };
    sent.set(r, entry);
    seen.push(entry);
  });
  return seen;
}

/** Resolves once the page has sent nothing for 500 ms and the browser is idle. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
}

/** Opens the dashboard in a fresh context; resolves once all its charts are drawn, page idle. */
async function openDrawn(url, chartIds) {
  const context = await signedInContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (ids) => ids.every((id) => window.__statuses[id]?.at(-1)?.[0] === 'rendered'),
    chartIds.map(String),
    { timeout: 120_000, polling: 50 },
  );
  await settled(page);
  return { context, page };
}

/**
 * Waits until each of `ids` left its drawing after `since` (the page's clock: loading, or
 * success for an answer that came before its spinner showed) and then was rendered; resolves
 * to each one's [answer in, drawn] in ms after `since`, by id.
 */
async function redrawn(page, ids, since) {
  const handle = await page.waitForFunction(
    ({ wanted, since }) => {
      const done = {};
      for (const id of wanted) {
        const after = (window.__statuses[id] ?? []).filter(([, t]) => t >= since);
        const loading = after.findIndex(([s]) => s === 'loading' || s === 'success');
        const rest = loading < 0 ? [] : after.slice(loading);
        const drawn = rest.find(([s]) => s === 'rendered')?.[1];
        if (drawn === undefined) return false;
        const answered = rest.find(([s]) => s === 'success' || s === 'rendered')[1];
        done[id] = [answered - since, drawn - since];
      }
      return done;
    },
    { wanted: ids.map(String), since },
    { timeout: 120_000, polling: 20 },
  );
  return handle.jsonValue();
}

/**
 * Of these charts: the last drawn (`prefix`Drawn), the first drawn (`prefix`First) and the last
 * answer in (`prefix`Answers).
 */
function drawnFigures(times, ids, prefix) {
  const of = ids.map((id) => times[String(id)]);
  return {
    [`${prefix}Drawn`]: Math.max(...of.map(([, d]) => d)),
    [`${prefix}First`]: Math.min(...of.map(([, d]) => d)),
    [`${prefix}Answers`]: Math.max(...of.map(([a]) => a)),
  };
}

/**
 * The ECharts charts among `ids` that painted again after `since` but before their new answer
 * had come (`times`: redrawn's): drawn with the new form data over the old answer.
 */
const paintedEarly = (page, ids, since, times) =>
  page.evaluate(
    ({ ids, since, times }) =>
      ids.filter((id) =>
        (window.__paints[id] ?? []).some((t) => t >= since && t - since < times[id][0]),
      ).length,
    { ids: ids.map(String), since, times },
  );

/**
 * The charts among `ids` whose status changed after `since` (left their drawing), and those
 * whose ECharts chart painted again.
 */
const disturbed = (page, ids, since) =>
  page.evaluate(
    ({ ids, since }) => {
      const after = (times) => times.some((t) => t >= since);
      return {
        left: ids.filter((id) => after((window.__statuses[id] ?? []).map(([, t]) => t))).length,
        paintedOut: ids.filter((id) => after(window.__paints[id] ?? [])).length,
      };
    },
    { ids: ids.map(String), since },
  );

/** The charts of the tab shown (the fixture's first 25). */
const shownIds = (charts) => new Set(charts.slice(0, 25).map((c) => c.id));

/**
 * Arms a note of the next click's time in the page: from the click event on, not from the
 * test's call (the browser driver's own checks before it clicks took 0.1-0.3 s and were
 * counted in the figures before). Resolves to a function that answers, after the click, its
 * time on the page's clock (`since`) and on this process's (`clickAt`).
 */
async function armClick(page) {
  const armedInPage = await page.evaluate(() => {
    document.addEventListener('click', () => (window.__clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    return performance.now();
  });
  const armedHere = performance.now();
  return async () => {
    const since = await page.evaluate(() => window.__clickAt);
    return { since, clickAt: armedHere + (since - armedInPage) };
  };
}

/**
 * What a set of chart data requests asked: how many, how many distinct, for charts out of
 * scope; when the first and the last left (ms after `clickAt`, this process's clock).
 */
function tally(requests, outOfScope, clickAt) {
  const out = new Set(outOfScope);
  return {
    firstSent: Math.min(...requests.map((r) => r.at)) - clickAt,
    lastSent: Math.max(...requests.map((r) => r.at)) - clickAt,
    lastDone: Math.max(...requests.map((r) => r.done ?? Infinity)) - clickAt,
    requests: requests.length,
    distinct: new Set(requests.map((r) => r.key)).size,
    outOfScope: requests.filter((r) => out.has(r.slice)).length,
  };
}

/**
 * The chart data requests the page started after `since` (its clock), by its own Resource
 * Timing: when the first and the last started and the last answer ended, in ms after `since`
 * (the driver's request events come late when the browser is busy).
 */
function pageRequests(page, since) {
  return page.evaluate((since) => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/v1/chart/data') && e.startTime >= since);
    return {
      firstStarted: Math.min(...entries.map((e) => e.startTime)) - since,
      lastStarted: Math.max(...entries.map((e) => e.startTime)) - since,
      lastEnded: Math.max(...entries.map((e) => e.responseEnd)) - since,
    };
  }, since);
}

/**
 * (a) the select filter `filterId` set to "CA" and applied: the charts in scope of the tab shown
 * (`shown…`) and all of them (`all…`).
 */
async function applySelect(url, charts, filterId, inScope) {
  const { context, page } = await openDrawn(
    url,
    charts.map((c) => c.id),
  );
  const outIds = charts.filter((c) => !inScope.includes(c.id)).map((c) => c.id);
  const control = page.locator(`[data-test="filter-control"][data-filter-id="${filterId}"]`);
  await control.getByRole('combobox').click();
  await page.locator(`${OPTION}[title="${STATE}"]`).click();
  await page.keyboard.press('Escape');
  const requests = recordRequests(page);
  const clicked = await armClick(page);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const { since, clickAt } = await clicked();
  const times = await redrawn(page, inScope, since);
  await settled(page);
  const counts = tally(requests, outIds, clickAt);
  const inPage = await pageRequests(page, since);
  const { left, paintedOut } = await disturbed(page, outIds, since);
  const early = await paintedEarly(page, inScope, since, times);
  await context.close();
  const shown = inScope.filter((id) => shownIds(charts).has(id));
  return {
    ...drawnFigures(times, shown, 'shown'),
    ...drawnFigures(times, inScope, 'all'),
    ...counts,
    ...inPage,
    left,
    paintedOut,
    early,
  };
}

/** (b) a click on the first table's "girl" cell: as (a), the other 49 charts affected. */
async function crossFilter(url, charts) {
  const { context, page } = await openDrawn(
    url,
    charts.map((c) => c.id),
  );
  const table = charts[0];
  const affected = charts.slice(1).map((c) => c.id);
  const requests = recordRequests(page);
  const clicked = await armClick(page);
  await page
    .locator(`[data-chart-id="${table.id}"]`)
    .getByRole('cell', { name: 'girl', exact: true })
    .click();
  const { since, clickAt } = await clicked();
  const times = await redrawn(page, affected, since);
  await settled(page);
  const counts = tally(requests, [table.id], clickAt);
  const inPage = await pageRequests(page, since);
  const early = await paintedEarly(page, affected, since, times);
  await context.close();
  const shown = affected.filter((id) => shownIds(charts).has(id));
  return {
    ...drawnFigures(times, shown, 'shown'),
    ...drawnFigures(times, affected, 'all'),
    ...counts,
    ...inPage,
    early,
  };
}

/**
 * Resolves to the time (page clock) of the frame after an element matching `selector` is in
 * the DOM; armed before the action that should bring it.
 */
function whenShown(page, selector) {
  return page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        check();
      }),
    selector,
  );
}

/** Times `act` in the page: from its start to `selector` shown. */
async function timed(page, selector, act) {
  const shown = whenShown(page, selector);
  const since = await page.evaluate(() => performance.now());
  await act();
  return (await shown) - since;
}

/** (c) the 1,000,000-value select filter: its options loaded, opened, searched. */
async function millionSelect(url) {
  const context = await signedInContext();
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(url, { waitUntil: 'commit' });
  const control = page.locator(`[data-test="filter-control"][data-filter-id="${MILLION}"]`);
  await control.getByText('1000 options').waitFor({ timeout: 120_000 });
  const loaded = await page.evaluate(() => performance.now());
  await settled(page);
  const opened = await timed(page, OPTION, () => control.getByRole('combobox').click());
  const optionsShown = await page.locator(OPTION).count();
  const near = await timed(page, `${OPTION}[title="value ${NEAR_TERM}"]`, () =>
    page.keyboard.insertText(NEAR_TERM),
  );
  await page.keyboard.press('Control+A');
  const far = await timed(page, `${OPTION}[title="value ${FAR_TERM}"]`, () =>
    page.keyboard.insertText(FAR_TERM),
  );
  await settled(page);
  const searches = requests.filter((r) => r.filter === MILLION).length;
  await context.close();
  return { loaded, opened, optionsShown, near, far, searches };
}

const ms = (n) => `${Math.round(n)} ms`;
const stats = (runs, key) =>
  `median ${ms(median(runs.map((r) => r[key])))}, p95 ${ms(p95(runs.map((r) => r[key])))}`;
const same = (runs, key) => {
  const values = [...new Set(runs.map((r) => r[key]))];
  return values.length === 1 ? String(values[0]) : values.join('/');
};

/** Runs `measure` once cold and LOADS times warm; prints the figures. */
async function report(label, measure, describe) {
  const cold = await measure();
  const warm = [];
  for (let i = 0; i < LOADS; i++) warm.push(await measure());
  console.log(`${label}\n  cold: ${describe([cold], (key) => ms(cold[key]))}`);
  console.log(`  warm (${LOADS}): ${describe(warm, (key) => stats(warm, key))}`);
}

/** (c)'s dashboard: one chart over the 1,000,000 values and the select filter on them. */
async function makeMillionDashboard(datasetId) {
  const million = await makeMillionValuesDataset(api, datasetId);
  const { id: countChart } = await api('POST', '/api/v1/chart/', {
    slice_name: 'Bench: how many values',
    viz_type: 'big_number_total',
    datasource_id: million,
    datasource_type: 'table',
    params: JSON.stringify({
      viz_type: 'big_number_total',
      datasource: `${million}__table`,
      metric: 'count',
      adhoc_filters: [],
    }),
  });
  const { id: millionBoard } = await api('POST', '/api/v1/dashboard/', {
    dashboard_title: 'Bench: 1,000,000 values',
    published: true,
    position_json: JSON.stringify({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-m'], meta: {} },
      'ROW-m': { id: 'ROW-m', type: 'ROW', children: ['CHART-m'], meta: {} },
      'CHART-m': {
        id: 'CHART-m',
        type: 'CHART',
        children: [],
        meta: { chartId: countChart, width: 4, height: 30 },
      },
    }),
  });
  await setNativeFilters(api, millionBoard, [
    selectFilter(MILLION, 'Value', million, 'value', ['ROOT_ID'], true),
  ]);
  return `${tessera.url}/superset/dashboard/${millionBoard}/`;
}

try {
  const { dashboardId, charts, datasetId } = await makeBenchDashboard(api);
  const url = `${tessera.url}/superset/dashboard/${dashboardId}/`;
  await setNativeFilters(api, dashboardId, [
    selectFilter(ALL, 'State, every chart', datasetId, 'state', ['ROOT_ID']),
    selectFilter(FIRST_TAB, 'State, first tab', datasetId, 'state', [BENCH_TABS[0]]),
  ]);
  const everyChart = charts.map((c) => c.id);
  const firstTab = charts.slice(0, 25).map((c) => c.id);

  /** (a) and (b)'s figures: the charts of the tab shown, all of them, the requests. */
  const redrawLine = (what, outOfScope) => (runs, figure) =>
    `\n    the shown tab's ${what} drawn again ${figure('shownDrawn')} ` +
    `(first ${figure('shownFirst')}, last answer in ${figure('shownAnswers')})` +
    `\n    all ${what} drawn again ${figure('allDrawn')} (the hidden tab's asked once the ` +
    `shown tab's are in; last answer in ${figure('allAnswers')})` +
    `\n    requests started in the page (Resource Timing) ${figure('firstStarted')} → ` +
    `${figure('lastStarted')} after the click, the last answer in ${figure('lastEnded')}` +
    `\n    requests sent ${figure('firstSent')} → ${figure('lastSent')} after the click, ` +
    `the last answer received ${figure('lastDone')}: ` +
    `${same(runs, 'requests')} chart data requests (${same(runs, 'distinct')} distinct), ` +
    `${same(runs, 'outOfScope')} ${outOfScope}; ECharts charts painted again before their ` +
    `new answer: ${same(runs, 'early')}` +
    (runs[0].left === undefined
      ? ''
      : `; charts out of scope that left their drawing: ${same(runs, 'left')}, ` +
        `whose ECharts chart painted again: ${same(runs, 'paintedOut')}`);
  if (PARTS.includes('a')) {
    await report(
      `(a) select filter "${STATE}" applied, scoping all 50 charts`,
      () => applySelect(url, charts, ALL, everyChart),
      redrawLine('charts in scope', 'for charts out of scope'),
    );
    await report(
      `(a) select filter "${STATE}" applied, scoping the first tab (25 charts)`,
      () => applySelect(url, charts, FIRST_TAB, firstTab),
      redrawLine('charts in scope', 'for charts out of scope'),
    );
  }
  if (PARTS.includes('b'))
    await report(
      '(b) cross-filter: "girl" clicked in the first table, the 49 other charts affected',
      () => crossFilter(url, charts),
      redrawLine('affected charts', 'for the clicked chart'),
    );

  if (PARTS.includes('c')) {
    const millionUrl = await makeMillionDashboard(datasetId);
    await report(
      '(c) select filter over 1,000,000 distinct values, "Dynamically search all filter values" on',
      () => millionSelect(millionUrl),
      (runs, figure) =>
        `options loaded ${figure('loaded')} from navigation; opened (click → first options) ` +
        `${figure('opened')} (${same(runs, 'optionsShown')} option rows in the DOM); ` +
        `search "${NEAR_TERM}" (among the options held) → its option ${figure('near')}; ` +
        `search "${FAR_TERM}" (only on the server) → its option ${figure('far')}; ` +
        `values requests per page: ${same(runs, 'searches')}`,
    );
  }
} finally {
  await browser.close();
  await tessera.stop();
}
