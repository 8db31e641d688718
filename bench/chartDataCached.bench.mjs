// Cached chart data under load: one POST /api/v1/chart/data on the examples' birth_names
// dataset warms the results cache, then a closed-loop load generator in this process sends
// the same request (Bearer token) over 32 keep-alive connections for ~10 s (goal ≥ 2,000
// requests/s, p99 < 25 ms). The generator and the server share this machine's cores, so the
// CPU each used is printed too. CONNECTIONS and SECONDS override the defaults; with `wrk` on
// the PATH its figures for the same request are printed as well.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverPid, startTessera, token } from './support.mjs';
import {
  api,
  closedLoop,
  cpuSeconds,
  expectStatus,
  loadAverage,
  ms,
  percentile,
} from './loadgen.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);

const tessera = await startTessera();
const work = mkdtempSync(join(tmpdir(), 'tessera-cached-bench-'));
try {
  const { url } = tessera;
  const server = serverPid(tessera.child.pid);
  const bearer = await token(url);
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))');
  const list = await expectStatus(200, url, 'GET', `/api/v1/dataset/?q=${q}`, { token: bearer });
  const sumNum = {
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: 'num', type: 'BIGINT' },
    label: 'SUM(num)',
  };
  // A bar chart's query context: the 25 most frequent names.
  const body = {
    datasource: { id: list.result[0].id, type: 'table' },
    queries: [{ columns: ['name'], metrics: [sumNum], orderby: [[sumNum, false]], row_limit: 25 }],
    result_format: 'json',
    result_type: 'full',
  };
  const warm = await api(url, 'POST', '/api/v1/chart/data', { token: bearer, body });
  const again = await api(url, 'POST', '/api/v1/chart/data', { token: bearer, body });
  if (warm.status !== 200 || !again.body.result[0].is_cached)
    throw new Error(`the cache did not warm: ${warm.status} ${JSON.stringify(again.body)}`);
  const size = Buffer.byteLength(JSON.stringify(again.body));
  console.log(
    `POST /api/v1/chart/data on birth_names (${again.body.result[0].rowcount} rows, ~${(size / 1024).toFixed(1)} KiB answer), cached`,
  );
  console.log(
    `${CONNECTIONS} keep-alive connections, closed loop, 2 s warm-up then ${SECONDS} s measured; ${cpus().length} cores shared by the server and this generator`,
  );
  console.log(`load average before: ${loadAverage()}`);

  const headers = { authorization: `Bearer ${bearer}` };
  const serverCpu0 = cpuSeconds(server);
  const ownCpu0 = process.cpuUsage();
  const run = await closedLoop({
    url,
    path: '/api/v1/chart/data',
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    durationMs: SECONDS * 1000,
    warmupMs: 2000,
  });
  const serverCpu = cpuSeconds(server) - serverCpu0;
  const own = process.cpuUsage(ownCpu0);
  const ownCpu = (own.user + own.system) / 1e6;
  const lat = run.latencies;
  console.log(
    `  ${(run.requests / run.seconds).toFixed(0)} requests/s (goal ≥ 2000), ${run.requests} requests, ${run.errors} errors (statuses ${JSON.stringify(run.statuses)})`,
  );
  console.log(
    `  latency p50 ${ms(percentile(lat, 50))}, p90 ${ms(percentile(lat, 90))}, p99 ${ms(percentile(lat, 99))} (goal < 25 ms), max ${ms(Math.max(...lat))}`,
  );
  console.log(
    `  CPU over the whole run (incl. warm-up): server ${serverCpu.toFixed(1)} s, load generator ${ownCpu.toFixed(1)} s, of ${((SECONDS + 2) * cpus().length).toFixed(0)} core-seconds`,
  );
  console.log(`load average after: ${loadAverage()}`);

  if (spawnSync('wrk', ['--version']).error === undefined) {
    const script = join(work, 'post.lua');
    writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(JSON.stringify(body))}\n` +
        `wrk.headers["Content-Type"] = "application/json"\n` +
        `wrk.headers["Authorization"] = "Bearer ${bearer}"\n`,
    );
    const out = spawnSync(
      'wrk',
      [
        '-t2',
        `-c${CONNECTIONS}`,
        `-d${SECONDS}s`,
        '--latency',
        '-s',
        script,
        `${url}/api/v1/chart/data`,
      ],
      { encoding: 'utf8' },
    );
    console.log(`wrk -t2 -c${CONNECTIONS} -d${SECONDS}s:\n${out.stdout}${out.stderr}`);
  } else {
    console.log('(wrk is not installed: no wrk figures)');
  }
} finally {
  await tessera.stop();
  rmSync(work, { recursive: true, force: true });
}
