// Uploading a generated 1,000,000-row CSV (~50 MB) into a DuckDB database through
// `POST /api/v1/database/<pk>/upload/` of a server started as `npm start` does
// (scripts/start.mjs, on a built checkout: run `npm run build` first so the bundle has the
// upload routes; TESSERA_BENCH_BUNDLE=<path to a tessera.js> runs that bundle's `serve`
// directly instead). Prints the elapsed time of the request and the server process's resident
// memory before, at its peak during, and after the upload (polled from /proc).
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { DuckDBInstance } from '@duckdb/node-api';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const PASSWORD = 'bench-password';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** id, customer, category, amount, flag, day: about 50 bytes a row. */
async function writeCsv(path) {
  const out = createWriteStream(path);
  out.write('id,customer,category,amount,paid,day\n');
  let chunk = '';
  for (let i = 1; i <= ROWS; i++) {
    const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    chunk += `${i},customer_${i % 50000},cat_${i % 17},${((i * 7919) % 100000) / 100},${i % 3 === 0},${day}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

async function api(url, token, method, path, body) {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

const work = mkdtempSync(join(tmpdir(), 'tessera-upload-bench-'));
const home = join(work, 'home');
const csv = join(work, 'orders.csv');
const duckFile = join(work, 'target.duckdb');
let child;
try {
  await writeCsv(csv);
  const instance = await DuckDBInstance.create(duckFile);
  instance.closeSync();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bundle = process.env.TESSERA_BENCH_BUNDLE;
  const args = bundle ? ['--enable-source-maps', bundle, 'serve'] : ['scripts/start.mjs'];
  child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_PORT: String(port),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      TESSERA_LOAD_EXAMPLES: 'false',
      TESSERA_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', process.env.BENCH_STDERR ? 'inherit' : 'ignore'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Tessera did not start');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  // start.mjs runs the server as its child.
  const server = bundle ? child.pid : (childPids(child.pid)[0] ?? child.pid);
  const login = await api(url, null, 'POST', '/api/v1/security/login', {
    username: 'admin',
    password: PASSWORD,
    provider: 'db',
  });
  const token = login.body.access_token;
  const db = await api(url, token, 'POST', '/api/v1/database/', {
    database_name: 'bench',
    sqlalchemy_uri: `duckdb:///${duckFile}`,
    allow_file_upload: true,
  });
  if (db.status !== 201) throw new Error(`creating the database: ${JSON.stringify(db.body)}`);
  await sleep(2000);
  const before = rssMiB(server);

  let peak = before;
  const poller = setInterval(() => {
    peak = Math.max(peak, rssMiB(server));
  }, 20);
  const form = new FormData();
  form.append('type', 'csv');
  form.append('table_name', 'orders');
  form.append('column_dates', 'day');
  form.append('file', await openAsBlob(csv), 'orders.csv');
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/database/${db.body.id}/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await res.text();
  const ms = performance.now() - t0;
  clearInterval(poller);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${answer}`);
  await sleep(2000);
  const after = rssMiB(server);

  const sizeMb = statSync(csv).size / 1e6;
  console.log(
    `upload of ${ROWS.toLocaleString('en')} rows (${sizeMb.toFixed(1)} MB CSV) into DuckDB:`,
  );
  console.log(
    `  elapsed ${(ms / 1000).toFixed(2)} s (goal < 10 s), ${((sizeMb / ms) * 1000).toFixed(1)} MB/s`,
  );
  console.log(
    `  server RSS: before ${before.toFixed(1)} MiB, peak during ${peak.toFixed(1)} MiB (+${(peak - before).toFixed(1)}), after ${after.toFixed(1)} MiB (goal: flat, not growing with the file)`,
  );
} finally {
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
