// Builds what `npm start` serves: the server bundle (esbuild) and the web app (Vite).
// `node scripts/build.mjs server` or `web` builds one half.
import { readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const which = process.argv[2] ?? 'all';

async function buildServer() {
  const pkg = JSON.parse(readFileSync('packages/server/package.json', 'utf8'));
  // Third-party packages stay in node_modules; the workspace's own packages are bundled.
  const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@tessera/'));
  rmSync('packages/server/dist', { recursive: true, force: true });
  await build({
    entryPoints: { tessera: 'packages/server/src/cli/main.ts' },
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

function buildWeb() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: 'packages/web',
    stdio: 'inherit',
  });
  console.log('built packages/web/dist');
}

if (which === 'all' || which === 'server') await buildServer();
if (which === 'all' || which === 'web') buildWeb();
