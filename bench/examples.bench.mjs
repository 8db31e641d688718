// `tessera load-examples` on a fresh TESSERA_HOME: the time to load every example table
// into DuckDB and register the datasets. Median of several runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const times = [];
for (let i = 0; i < RUNS; i++) {
  const home = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['packages/server/bin/tessera.js', 'load-examples'], {
    env: { ...process.env, TESSERA_HOME: home, TESSERA_LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  times.push(performance.now() - t0);
  if (r.status !== 0) throw new Error(r.stderr);
  if (i === 0) console.log(r.stdout.trim());
  rmSync(home, { recursive: true, force: true });
}
console.log(
  `tessera load-examples (whole command, fresh home): median ${median(times).toFixed(0)} ms over ${RUNS}`,
);
