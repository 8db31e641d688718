// Async chart data (TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES=true) with 200 concurrent clients on
// queries that take ~1 s in the engine. Each client has its own async channel (the
// async-token cookie a signed-in response sets), POSTs a distinct `force: true` query
// context, gets 202 with the job, polls GET /api/v1/async_event/?last_id= every 500 ms (the
// Superset frontend's default) until its job's event, then fetches result_url. Prints jobs/s,
// end-to-end latency and errors, against what the engine allows: jobs/s ≈ parallel jobs / query
// time, where parallel jobs = TESSERA_ASYNC_QUERY_CONCURRENCY bounded by the cores.
//
// ENGINE=duckdb (default): a virtual dataset over range(N) with a CPU-heavy aggregate, N tuned
//   here until the query takes ~1 s on one DuckDB thread (the database URI sets threads=1, so
//   one job is one core); the cores bound the pace.
// ENGINE=postgres: a virtual dataset that sleeps 1 s in PostgreSQL (pg_sleep), so the query
//   costs no CPU here and TESSERA_ASYNC_QUERY_CONCURRENCY alone should set the pace.
// Clients still waiting DEADLINE_S (default 150) seconds after the start stop and are counted
// as unfinished, so that a busy machine does not stretch the run past ~3 minutes.
// CLIENTS, CONCURRENCY (default 2 for duckdb, 8 for postgres), POLL_MS and DEADLINE_S override.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { median, serverPid, sleep, startTessera, token } from './support.mjs';
import { api, cpuSeconds, expectStatus, loadAverage, ms, percentile } from './loadgen.mjs';

const ENGINE = process.env.ENGINE ?? 'duckdb';
const CLIENTS = Number(process.env.CLIENTS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? (ENGINE === 'postgres' ? 8 : 2));
const POLL_MS = Number(process.env.POLL_MS ?? 500);
const DEADLINE_MS = Number(process.env.DEADLINE_S ?? 150) * 1000;
const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';

const work = mkdtempSync(join(tmpdir(), 'tessera-async-bench-'));
let tessera;

/**
 * DuckDB: the N for which the heavy query takes ~1 s of CPU on one thread (CPU, not wall
 * time, so that other load on the machine does not skew it), its wall and CPU time.
 */
async function calibrateDuckdb(file) {
  const instance = await DuckDBInstance.create(file, { threads: '1' });
  const conn = await instance.connect();
  const cpuOf = async (n) => {
    const t = process.cpuUsage();
    await (await conn.run(heavySql(n))).getRowsJS();
    const used = process.cpuUsage(t);
    return (used.user + used.system) / 1000;
  };
  await cpuOf(1_000_000);
  let n = 10_000_000;
  n = Math.max(1, Math.round((n * 1000) / (await cpuOf(n)) / 1e6)) * 1e6;
  const cpu = [];
  const wall = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    cpu.push(await cpuOf(n));
    wall.push(performance.now() - t);
  }
  conn.closeSync();
  instance.closeSync();
  return { n, queryMs: median(cpu), wallMs: median(wall) };
}

const heavySql = (n) =>
  `SELECT g, SUM(sqrt(i) * ln(i + 1)) AS heavy FROM (${datasetSql(n)}) GROUP BY g`;
const datasetSql = (n) =>
  ENGINE === 'postgres'
    ? 'SELECT x AS i, x % 10 AS g FROM generate_series(1, 1000) x WHERE (SELECT count(*) FROM pg_sleep(1)) = 1'
    : `SELECT i, i % 10 AS g FROM range(${n}) t(i)`;

/** PostgreSQL: whether it answers, and the time of the sleeping query. */
async function probePostgres() {
  const client = new pg.Client({ connectionString: PG_URI });
  try {
    await client.connect();
    const t = performance.now();
    await client.query(`SELECT g, SUM(i) FROM (${datasetSql()}) v GROUP BY g`);
    return { queryMs: performance.now() - t };
  } catch (error) {
    return { skip: error.message };
  } finally {
    await client.end().catch(() => {});
  }
}

try {
  const file = join(work, 'async.duckdb');
  const probe = ENGINE === 'postgres' ? await probePostgres() : await calibrateDuckdb(file);
  if (probe.skip) {
    console.log(`PostgreSQL at 127.0.0.1:5432 is unreachable (${probe.skip}): nothing measured`);
    process.exit(0);
  }
  const { n, queryMs, wallMs } = probe;
  tessera = await startTessera({
    TESSERA_LOAD_EXAMPLES: 'false',
    TESSERA_FEATURE_GLOBAL_ASYNC_QUERIES: 'true',
    TESSERA_ASYNC_QUERY_CONCURRENCY: String(CONCURRENCY),
  });
  const { url } = tessera;
  const server = serverPid(tessera.child.pid);
  const bearer = await token(url);
  const db = await expectStatus(201, url, 'POST', '/api/v1/database/', {
    token: bearer,
    body: {
      database_name: 'bench_async',
      sqlalchemy_uri: ENGINE === 'postgres' ? PG_URI : `duckdb:///${file}?threads=1`,
    },
  });
  const ds = await expectStatus(201, url, 'POST', '/api/v1/dataset/', {
    token: bearer,
    body: {
      database: db.id,
      schema: ENGINE === 'postgres' ? 'public' : 'main',
      table_name: 'heavy',
      sql: datasetSql(n),
    },
  });
  const metric = {
    expressionType: 'SQL',
    sqlExpression: ENGINE === 'postgres' ? 'SUM(i)' : 'SUM(sqrt(i) * ln(i + 1))',
    label: 'heavy',
  };
  // A distinct query context per client (row_limit), forced: none is answered from the cache.
  const contextFor = (client) => ({
    datasource: { id: ds.id, type: 'table' },
    queries: [{ columns: ['g'], metrics: [metric], row_limit: 1000 + client }],
    force: true,
  });

  /** One client: its own channel, then POST, poll, fetch. Resolves with its timings. */
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const me = await api(url, 'GET', '/api/v1/me/', { token: bearer });
    const cookie = me.headers
      .getSetCookie()
      .find((c) => c.startsWith('async-token='))
      ?.split(';', 1)[0];
    if (!cookie) throw new Error('no async-token cookie: are async queries on?');
    clients.push({ index: i, cookie });
  }
  const pollTimes = [];
  const runClient = async ({ index, cookie }, t0) => {
    const auth = { token: bearer, cookie };
    const queued = await api(url, 'POST', '/api/v1/chart/data', {
      ...auth,
      body: contextFor(index),
    });
    const acceptedMs = performance.now() - t0;
    if (queued.status !== 202) return { error: `POST ${queued.status}`, acceptedMs };
    const jobId = queued.body.job_id;
    let lastId = '';
    let polls = 0;
    for (;;) {
      await sleep(POLL_MS);
      if (performance.now() - t0 > DEADLINE_MS) return { unfinished: true, acceptedMs };
      polls += 1;
      const p0 = performance.now();
      const r = await api(url, 'GET', `/api/v1/async_event/?last_id=${lastId}`, auth);
      pollTimes.push(performance.now() - p0);
      if (r.status !== 200) return { error: `events ${r.status}`, acceptedMs };
      const events = r.body.result;
      if (events.length) lastId = events[events.length - 1].id;
      const event = events.find((e) => e.job_id === jobId && e.status !== 'pending');
      if (!event) continue;
      const doneMs = Number(event.id.split('-')[0]);
      if (event.status !== 'done')
        return { error: `job ${event.status}: ${JSON.stringify(event.errors)}`, acceptedMs };
      const result = await api(url, 'GET', event.result_url, auth);
      if (result.status !== 200 || !result.body.result[0].data.length)
        return { error: `result ${result.status}`, acceptedMs };
      return { acceptedMs, endMs: performance.now() - t0, doneMs, polls };
    }
  };

  // One job alone: the latency of the async path with nothing else running.
  const alone = await runClient({ index: -1, cookie: clients[0].cookie }, performance.now());
  if (alone.error) throw new Error(`a single job failed: ${alone.error}`);

  console.log(
    ENGINE === 'postgres'
      ? `engine: PostgreSQL, a virtual dataset sleeping 1 s (pg_sleep); query alone ${ms(queryMs)}`
      : `engine: DuckDB (threads=1), SUM(sqrt(i) * ln(i + 1)) GROUP BY g over range(${n.toLocaleString('en')}); query alone in this process: CPU ${ms(queryMs)}, wall ${ms(wallMs)}`,
  );
  const parallel = ENGINE === 'postgres' ? CONCURRENCY : Math.min(CONCURRENCY, cpus().length);
  console.log(
    `TESSERA_ASYNC_QUERY_CONCURRENCY=${CONCURRENCY}, ${cpus().length} cores, ${CLIENTS} clients each with its own channel, polling every ${POLL_MS} ms`,
  );
  console.log(
    `one job alone, end to end: ${ms(alone.endMs)} (${alone.polls} polls); engine-bound pace ≈ ${parallel} / ${(queryMs / 1000).toFixed(2)} s = ${((parallel * 1000) / queryMs).toFixed(2)} jobs/s`,
  );
  console.log(`load average before: ${loadAverage()}`);

  pollTimes.length = 0;
  const cpu0 = cpuSeconds(server);
  const t0 = performance.now();
  const wall0 = Date.now();
  const results = await Promise.all(clients.map((c) => runClient(c, t0)));
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = cpuSeconds(server) - cpu0;

  const ok = results.filter((r) => !r.error && !r.unfinished);
  const errors = results.filter((r) => r.error);
  const unfinished = results.filter((r) => r.unfinished).length;
  const ends = ok.map((r) => r.endMs);
  const dones = ok.map((r) => r.doneMs).sort((a, b) => a - b);
  const steady = dones.length > 1 ? ((dones.length - 1) * 1000) / (dones.at(-1) - dones[0]) : NaN;
  if (unfinished)
    console.log(`  ${unfinished} clients still waiting at the ${DEADLINE_MS / 1000} s deadline`);
  console.log(
    `  ${ok.length} jobs in ${seconds.toFixed(1)} s: ${(ok.length / seconds).toFixed(2)} jobs/s end to end; ${steady.toFixed(2)} jobs/s between the first and last done event (first done ${((dones[0] - wall0) / 1000).toFixed(1)} s after the start)`,
  );
  console.log(
    `  end-to-end latency (POST → results fetched): median ${(median(ends) / 1000).toFixed(2)} s, p95 ${(percentile(ends, 95) / 1000).toFixed(2)} s, max ${(Math.max(...ends) / 1000).toFixed(2)} s`,
  );
  const accepted = results.map((r) => r.acceptedMs);
  console.log(
    `  202 answers: median ${ms(median(accepted))}, max ${ms(Math.max(...accepted))}; ${pollTimes.length} polls (${(pollTimes.length / seconds).toFixed(0)}/s), each median ${ms(median(pollTimes))}, p95 ${ms(percentile(pollTimes, 95))}`,
  );
  console.log(
    `  errors: ${errors.length}${errors.length ? ` (${[...new Set(errors.map((e) => e.error))].slice(0, 3).join('; ')})` : ''}`,
  );
  console.log(
    `  server process CPU: ${serverCpu.toFixed(1)} s over ${seconds.toFixed(1)} s (${((100 * serverCpu) / seconds).toFixed(0)}% of one core, all its threads), ${(serverCpu / Math.max(1, ok.length)).toFixed(2)} s per finished job`,
  );
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await tessera?.stop();
  rmSync(work, { recursive: true, force: true });
}
