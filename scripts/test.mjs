// `npm test`: lint, type checks, unit tests, the server's integration tests on SQLite and on
// PostgreSQL, the build, and the browser tests. Prints one closing line:
// "N passed, N failed, N skipped". Any failing step makes the exit code non-zero.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
mkdirSync('test-results', { recursive: true });

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(
    `=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (!ok) failedSteps.push(name);
  return ok;
}

function vitest(name, projects, env = {}) {
  const out = `test-results/${name}.json`;
  rmSync(out, { force: true });
  const args = [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  for (const p of projects) args.push('--project', p);
  const ok = run(name, 'npx', args, env);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } catch {
    if (!ok) totals.failed += 1; // the run failed before it could report
  }
}

const only = process.argv[2];
const steps = {
  lint: () =>
    run('lint', 'npx', ['eslint', '.']) && run('format', 'npx', ['prettier', '--check', '.']),
  typecheck: () => run('typecheck', process.execPath, ['scripts/typecheck.mjs']),
  unit: () => vitest('unit', ['core', 'charts', 'server-unit', 'web']),
  sqlite: () => vitest('server-api-sqlite', ['server-api'], { TESSERA_TEST_STORE: 'sqlite' }),
  postgres: () => vitest('server-api-postgres', ['server-api'], { TESSERA_TEST_STORE: 'postgres' }),
  integration: () => vitest('server-integration', ['server-integration']),
  build: () => run('build', process.execPath, ['scripts/build.mjs']),
  e2e: () => vitest('e2e', ['e2e']),
};

for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  step();
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
