// SQL Lab execution: (1) 50 concurrent async runs of `SELECT pg_sleep(1)` on PostgreSQL
// (allow_run_async), each client polling GET /api/v1/query/updated_since every 200 ms until its
// run ends: errors, runs/s and end-to-end latency (TESSERA_SQLLAB_ASYNC_CONCURRENCY, default
// 16, sets the pace: ≈ concurrency runs/s); (2) a 1,000,000-row DuckDB result
// (TESSERA_SQL_MAX_ROW=1000000): time to run and store it, then server time to the first
// window of 1,000 rows and to a window in the middle. CLIENTS, CONCURRENCY override.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { sleep, startTessera, token } from './support.mjs';
import { api, ms, percentile } from './loadgen.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const work = mkdtempSync(join(tmpdir(), 'tessera-sqllab-bench-'));
const rison = (q) => `?q=${encodeURIComponent(q)}`;

const tessera = await startTessera({
  TESSERA_LOAD_EXAMPLES: 'false',
  TESSERA_SQL_MAX_ROW: '1000000',
  TESSERA_SQLLAB_ASYNC_CONCURRENCY: String(CONCURRENCY),
});
try {
  const t = await token(tessera.url);
  const create = async (body) =>
    (await api(tessera.url, 'POST', '/api/v1/database/', { token: t, body })).body.id;

  // (1) concurrent async runs
  const pgId = await create({
    database_name: 'pg',
    sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  let errors = 0;
  const latencies = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const t0 = performance.now();
      const clientId = `bench${i}`;
      const r = await api(tessera.url, 'POST', '/api/v1/sqllab/execute/', {
        token: t,
        body: { database_id: pgId, sql: 'SELECT pg_sleep(1)', runAsync: true, client_id: clientId },
      });
      if (r.status !== 202) return void (errors += 1);
      for (;;) {
        await sleep(200);
        const u = await api(
          tessera.url,
          'GET',
          `/api/v1/query/updated_since${rison('(last_updated_ms:0)')}`,
          { token: t },
        );
        const q = u.body.result.find((x) => x.id === clientId);
        if (q && !['pending', 'running'].includes(q.state)) {
          if (q.state !== 'success') errors += 1;
          latencies.push(performance.now() - t0);
          return;
        }
      }
    }),
  );
  const wall = (performance.now() - start) / 1000;
  console.log(
    `async: ${CLIENTS} runs of pg_sleep(1), concurrency ${CONCURRENCY}: ${errors} errors, ` +
      `${(CLIENTS / wall).toFixed(1)} runs/s, wall ${wall.toFixed(1)} s, latency p50 ${ms(percentile(latencies, 50))} p95 ${ms(percentile(latencies, 95))}`,
  );

  // (2) a 1,000,000-row DuckDB result
  (await DuckDBInstance.create(join(work, 'big.duckdb'))).closeSync();
  const duckId = await create({
    database_name: 'duck',
    sqlalchemy_uri: `duckdb:///${join(work, 'big.duckdb')}`,
    expose_in_sqllab: true,
  });
  const t1 = performance.now();
  const big = await api(tessera.url, 'POST', '/api/v1/sqllab/execute/', {
    token: t,
    body: {
      database_id: duckId,
      sql: "SELECT range AS n, 'label ' || range AS label, range * 0.5 AS half FROM range(1000000)",
      queryLimit: 1000000,
    },
  });
  const runMs = performance.now() - t1;
  if (big.status !== 200) throw new Error(`1M rows: ${big.status} ${JSON.stringify(big.body)}`);
  const key = big.body.query.resultsKey;
  console.log(
    `1M rows: run + store ${ms(runMs)} (status ${big.status}, rows ${big.body.query.rows}, answer rows ${big.body.data.length})`,
  );
  for (const offset of [0, 500000, 999000]) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t2 = performance.now();
      const w = await api(
        tessera.url,
        'GET',
        `/api/v1/sqllab/results/${rison(`(key:'${key}',offset:${offset},limit:1000)`)}`,
        { token: t },
      );
      times.push(performance.now() - t2);
      if (w.body.data.length !== 1000) errors += 1;
    }
    console.log(
      `1M rows: window of 1,000 at ${offset}: median ${ms(percentile(times, 50))} (first ${ms(times[0])})`,
    );
  }
} finally {
  await tessera.stop();
  rmSync(work, { recursive: true, force: true });
}
