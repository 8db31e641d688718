// Import and export of a big bundle (issue 16): 1,000 charts on 50 dashboards (20 each, made
// through the HTTP API as a user would) exported as one ZIP by GET /api/v1/dashboard/export/,
// then imported into another Tessera (POST /api/v1/dashboard/import/: every chart, dataset and
// database matched by uuid and re-linked) and imported again over itself (overwrite). Each
// step's time, the bundle's size and the server's peak resident memory during the step.
// DASHBOARDS, CHARTS_PER_DASHBOARD and RUNS override.
import rison from 'rison';
import { apiClient, median, rssMiB, serverPid, sleep, startTessera, token } from './support.mjs';
import { makeBenchDashboard } from './dashboardFixture.mjs';

const DASHBOARDS = Number(process.env.DASHBOARDS ?? 50);
const PER_DASHBOARD = Number(process.env.CHARTS_PER_DASHBOARD ?? 20);
const RUNS = Number(process.env.RUNS ?? 3);

/** Runs `step` while sampling the server's resident memory; its time and the peak. */
async function measured(pid, step) {
  let peak = rssMiB(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMiB(pid));
      await sleep(20);
    }
  })();
  const t0 = performance.now();
  const result = await step();
  const ms = performance.now() - t0;
  sampling = false;
  await sampler;
  return { ms, peak: Math.max(peak, rssMiB(pid)), result };
}

async function importBundle(url, bearer, zip) {
  const form = new FormData();
  form.set('formData', new Blob([zip], { type: 'application/zip' }), 'bundle.zip');
  form.set('overwrite', 'true');
  const res = await fetch(`${url}/api/v1/dashboard/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
}

const source = await startTessera();
const target = await startTessera();
try {
  const sourceToken = await token(source.url);
  const api = apiClient(source.url, sourceToken);
  const t0 = performance.now();
  const ids = [];
  for (let d = 0; d < DASHBOARDS; d++) {
    const { dashboardId } = await makeBenchDashboard(api, PER_DASHBOARD, `Bundle ${d + 1}`);
    ids.push(dashboardId);
  }
  console.log(
    `made ${DASHBOARDS} dashboards of ${PER_DASHBOARD} charts through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const sourcePid = serverPid(source.child.pid);
  const exportUrl = `${source.url}/api/v1/dashboard/export/?q=${encodeURIComponent(rison.encode(ids))}`;
  const exports = [];
  let zip;
  for (let i = 0; i < RUNS; i++) {
    const run = await measured(sourcePid, async () => {
      const res = await fetch(exportUrl, { headers: { authorization: `Bearer ${sourceToken}` } });
      if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    });
    zip = run.result;
    exports.push(run);
  }
  console.log(
    `export ${DASHBOARDS} dashboards + ${DASHBOARDS * PER_DASHBOARD} charts: median ${median(exports.map((r) => r.ms)).toFixed(0)} ms over ${RUNS}, ` +
      `${(zip.length / 1024).toFixed(0)} KiB, server peak RSS ${Math.max(...exports.map((r) => r.peak)).toFixed(0)} MiB`,
  );

  const targetToken = await token(target.url);
  const targetPid = serverPid(target.child.pid);
  const first = await measured(targetPid, () => importBundle(target.url, targetToken, zip));
  const again = [];
  for (let i = 0; i < RUNS; i++)
    again.push(await measured(targetPid, () => importBundle(target.url, targetToken, zip)));
  const counted = await apiClient(target.url, targetToken)('GET', '/api/v1/chart/?q=(page_size:1)');
  console.log(
    `import into an empty instance: ${first.ms.toFixed(0)} ms, server peak RSS ${first.peak.toFixed(0)} MiB ` +
      `(${counted.count} charts there after, examples included)`,
  );
  console.log(
    `import again over itself (overwrite): median ${median(again.map((r) => r.ms)).toFixed(0)} ms over ${RUNS}, ` +
      `server peak RSS ${Math.max(...again.map((r) => r.peak)).toFixed(0)} MiB`,
  );
} finally {
  await Promise.all([source.stop(), target.stop()]);
}
