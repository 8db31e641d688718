// Chart data over a 10-million-row DuckDB table: the time of POST /api/v1/chart/data
// (force: true, so never from the cache) against the engine's own time for the same SQL
// (goal: endpoint ≤ 1.1× engine, medians). The SQL is the one the endpoint compiles, taken
// from a `result_type: "query"` call. The engine alone runs in this process on a copy of the
// file (DuckDB locks a file to one process), alternating with the endpoint runs so that each
// runs while the other side is idle. ROWS and RUNS override the defaults.
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { median, startTessera, token } from './support.mjs';
import { api, expectStatus, loadAverage, ms } from './loadgen.mjs';

const ROWS = Number(process.env.ROWS ?? 10_000_000);
const RUNS = Number(process.env.RUNS ?? 10);

const sumV = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'v', type: 'DOUBLE' },
  label: 'SUM(v)',
};
const CASES = [
  { name: 'GROUP BY g (7 groups), SUM(v)', query: { columns: ['g'], metrics: [sumV] } },
  { name: 'GROUP BY k (1,000 groups), SUM(v)', query: { columns: ['k'], metrics: [sumV] } },
  {
    name: 'ts by day (DATE_TRUNC), SUM(v), ordered',
    query: {
      columns: [
        {
          label: 'ts',
          sqlExpression: 'ts',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1D',
        },
      ],
      metrics: [sumV],
      orderby: [[sumV, false]],
    },
  },
];

const work = mkdtempSync(join(tmpdir(), 'tessera-chartdata-bench-'));
const served = join(work, 'big.duckdb');
const local = join(work, 'engine.duckdb');
let tessera;
let instance;
try {
  console.log(`load average at the start: ${loadAverage()} (2 cores)`);
  const t0 = performance.now();
  const maker = await DuckDBInstance.create(served);
  const make = await maker.connect();
  await make.run(`CREATE TABLE big AS SELECT (i % 1000) AS k, (i % 7)::VARCHAR AS g,
    random() AS v, TIMESTAMP '2020-01-01' + to_seconds(i % 31536000) AS ts
    FROM range(${ROWS}) t(i)`);
  make.closeSync();
  maker.closeSync();
  copyFileSync(served, local);
  console.log(
    `generated ${ROWS.toLocaleString('en')} rows (${(statSync(served).size / 2 ** 20).toFixed(0)} MiB file) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  tessera = await startTessera({ TESSERA_LOAD_EXAMPLES: 'false' });
  const { url } = tessera;
  const auth = { token: await token(url) };
  const db = await expectStatus(201, url, 'POST', '/api/v1/database/', {
    ...auth,
    body: { database_name: 'bench_big', sqlalchemy_uri: `duckdb:///${served}` },
  });
  const ds = await expectStatus(201, url, 'POST', '/api/v1/dataset/', {
    ...auth,
    body: { database: db.id, schema: 'main', table_name: 'big' },
  });

  instance = await DuckDBInstance.create(local);
  const conn = await instance.connect();
  await conn.run(`SET schema = 'main'`);
  const engine = async (sql) => {
    const t = performance.now();
    const result = await conn.run(sql);
    const rows = await result.getRowsJS();
    return { time: performance.now() - t, rows: rows.length };
  };
  const endpoint = async (query) => {
    const t = performance.now();
    const r = await api(url, 'POST', '/api/v1/chart/data', {
      ...auth,
      body: { datasource: { id: ds.id, type: 'table' }, queries: [query], force: true },
    });
    const time = performance.now() - t;
    if (r.status !== 200)
      throw new Error(`chart data answered ${r.status}: ${JSON.stringify(r.body)}`);
    return { time, rows: r.body.result[0].rowcount, cached: r.body.result[0].is_cached };
  };

  console.log(
    `${RUNS} runs each, alternating; endpoint = whole HTTP round trip (JSON parse included); engine = run + rows to JS in this process`,
  );
  for (const { name, query } of CASES) {
    const compiled = await expectStatus(200, url, 'POST', '/api/v1/chart/data', {
      ...auth,
      body: {
        datasource: { id: ds.id, type: 'table' },
        queries: [query],
        result_type: 'query',
      },
    });
    const sql = compiled.result[0].query;
    // One unrecorded run of each to warm the page cache, both processes' buffers and the JIT.
    await engine(sql);
    await endpoint(query);
    const engineTimes = [];
    const endpointTimes = [];
    let rows;
    for (let i = 0; i < RUNS; i++) {
      const e = await engine(sql);
      const h = await endpoint(query);
      if (h.cached) throw new Error('force: true was answered from the cache');
      if (e.rows !== h.rows) throw new Error(`engine ${e.rows} rows, endpoint ${h.rows}`);
      rows = h.rows;
      engineTimes.push(e.time);
      endpointTimes.push(h.time);
    }
    const eMed = median(engineTimes);
    const hMed = median(endpointTimes);
    console.log(`\n${name} → ${rows} rows`);
    console.log(`  SQL: ${sql.replace(/\s+/g, ' ')}`);
    console.log(
      `  engine alone: median ${ms(eMed)} (min ${ms(Math.min(...engineTimes))}, max ${ms(Math.max(...engineTimes))})`,
    );
    console.log(
      `  endpoint:     median ${ms(hMed)} (min ${ms(Math.min(...endpointTimes))}, max ${ms(Math.max(...endpointTimes))})`,
    );
    console.log(
      `  ratio endpoint/engine: ${(hMed / eMed).toFixed(3)} of medians (goal ≤ 1.1), ${(Math.min(...endpointTimes) / Math.min(...engineTimes)).toFixed(3)} of minimums; median overhead ${ms(hMed - eMed)}`,
    );
  }
  console.log(`\nload average at the end: ${loadAverage()} (2 cores)`);
} finally {
  instance?.closeSync();
  await tessera?.stop();
  rmSync(work, { recursive: true, force: true });
}
