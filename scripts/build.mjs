// Builds what `npm start` serves: the server bundle (esbuild) and the web app (Vite).
// `node scripts/build.mjs server` or `web` builds one half.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const which = process.argv[2] ?? 'all';

async function buildServer() {
  const pkg = JSON.parse(readFileSync('packages/server/package.json', 'utf8'));
  // Third-party packages stay in node_modules; the workspace's own packages are bundled.
  const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tessera/'));
  rmSync('packages/server/dist', { recursive: true, force: true });
  await build({
    // The SQL worker threads' entry (sql/sqlWorkers.ts) is a file of its own beside the server.
    entryPoints: {
      tessera: 'packages/server/src/cli/main.ts',
      'sql-worker': 'packages/server/src/sql/sqlWorker.ts',
    },
    outdir: 'packages/server/dist',
    // Split at dynamic imports so that engine drivers (DuckDB, pg, mysql2...) and the example
    // loader are loaded only when used: a faster start and a smaller idle process.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  console.log('built packages/server/dist/tessera.js');
}

/**
 * Brotli and gzip copies of the web app's scripts, styles and images beside them, which the
 * server sends to browsers that accept them (@fastify/static's preCompressed).
 */
async function compressWebAssets() {
  const dir = 'packages/web/dist/static';
  const files = readdirSync(dir).filter(
    (f) => /\.(js|css|svg|json)$/.test(f) && statSync(join(dir, f)).size > 1024,
  );
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (f) => {
      const data = readFileSync(join(dir, f));
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gz(data, { level: 9 }),
      ]);
      writeFileSync(join(dir, `${f}.br`), br);
      writeFileSync(join(dir, `${f}.gz`), gzipped);
    }),
  );
}

async function buildWeb() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: 'packages/web',
    stdio: 'inherit',
  });
  await compressWebAssets();
  console.log('built packages/web/dist');
}

if (which === 'all' || which === 'server') await buildServer();
if (which === 'all' || which === 'web') await buildWeb();
