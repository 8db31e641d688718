/**
 * A pool of worker threads (Piscina) for SQL work too heavy for the event loop: formatting,
 * and later the engines' parsers. `runSqlTask(name, input)` runs a task registered in
 * sqlTasks.ts on a worker and answers its output; the main thread keeps serving other
 * requests meanwhile. The worker entry is `dist/sql-worker.js` beside the built server
 * (scripts/build.mjs); run from TypeScript sources (tests, development) it is bundled with
 * esbuild on first use.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';
import { Piscina } from 'piscina';
import type { SqlTaskInput, SqlTaskName, SqlTaskOutput } from './sqlTasks.js';

const HERE = fileURLToPath(import.meta.url);
const ESBUILD = 'esbuild';
/** Idle threads end after this long (they are started again on demand). */
const IDLE_TIMEOUT_MS = 60_000;

let threads = 1;
let pool: Promise<Piscina> | null = null;

/** The number of threads (TESSERA_SQL_WORKERS); takes effect for a pool not yet started. */
export function configureSqlWorkers(options: { threads: number }): void {
  threads = Math.max(1, options.threads);
}

/**
 * The worker entry from TypeScript sources, bundled next to node_modules (so that its
 * packages resolve) under the hash of its code: one file per version of the sources.
 */
async function bundleFromSources(): Promise<string> {
  const serverRoot = resolve(dirname(HERE), '..', '..');
  const pkg = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // A computed specifier: the server bundle never carries esbuild (a development tool).
  const { build } = (await import(ESBUILD)) as typeof Esbuild;
  const result = await build({
    entryPoints: [join(dirname(HERE), 'sqlWorker.ts')],
    outfile: 'sql-worker.mjs',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tessera/')),
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const outdir = join(serverRoot, 'node_modules', '.cache', 'tessera-sql-worker');
  const outfile = join(
    outdir,
    `sql-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(outfile)) {
    mkdirSync(outdir, { recursive: true });
    // Written whole, then renamed: another process may be writing the same file.
    const partial = `${outfile}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, outfile);
  }
  return outfile;
}

async function workerFile(): Promise<string> {
  if (HERE.endsWith('.ts')) return bundleFromSources();
  // The bundle: this code is in dist/tessera.js or a chunk in dist/chunks/.
  for (const candidate of ['./sql-worker.js', '../sql-worker.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('sql-worker.js is missing beside the server bundle (npm run build)');
}

function startPool(): Promise<Piscina> {
  pool ??= workerFile().then(
    (filename) =>
      new Piscina({ filename, minThreads: 0, maxThreads: threads, idleTimeout: IDLE_TIMEOUT_MS }),
  );
  // A failed start is tried again by the next task.
  pool.catch(() => {
    pool = null;
  });
  return pool;
}

/** Runs a registered SQL task on a worker thread. */
export async function runSqlTask<K extends SqlTaskName>(
  task: K,
  input: SqlTaskInput<K>,
): Promise<SqlTaskOutput<K>> {
  const workers = await startPool();
  return (await workers.run({ task, input })) as SqlTaskOutput<K>;
}

/** Ends the pool's threads (the server's shutdown); a later task starts a new pool. */
export async function closeSqlWorkers(): Promise<void> {
  const current = pool;
  pool = null;
  if (current) await (await current.catch(() => null))?.destroy();
}
