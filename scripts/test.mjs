// `npm test`: lint, type checks, unit tests, the server's integration tests on SQLite and on
// PostgreSQL, the build, and the browser tests. Prints one closing line:
// "N passed, N failed, N skipped". Any failing step makes the exit code non-zero, and the
// end of the output says why each failing step failed (CI logs often keep only their tail).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters as plain } from 'node:util';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, reasons: string[] }[]} */
const failedSteps = [];
mkdirSync('test-results', { recursive: true });

const KEPT_LINES = 400;

/** Runs a step, streaming its output, and resolves to { ok, lines } (the output's last lines). */
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const lines = [];
  let partial = '';
  const keep = (chunk) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    if (lines.length > KEPT_LINES * 2) lines.splice(0, lines.length - KEPT_LINES);
  };
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (c) => (process.stdout.write(c), keep(c)));
    child.stderr.on('data', (c) => (process.stderr.write(c), keep(c)));
    child.on('close', (code, signal) => {
      if (partial) lines.push(partial);
      const ok = code === 0;
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${took} s)`);
      const exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve({ ok, exit, lines: lines.slice(-KEPT_LINES) });
    });
  });
}

const firstLines = (text, n) =>
  String(text ?? '')
    .split('\n')
    .slice(0, n)
    .join('\n');

/** Vitest's unhandled-error sections and its summary, out of a step's last lines. */
function vitestErrors(lines) {
  const text = lines.map(plain);
  const out = [];
  const start = text.findIndex((l) =>
    /Unhandled (Error|Rejection)|Failed Suites|Failed Tests/.test(l),
  );
  if (start >= 0) out.push(...text.slice(start, start + 60));
  const summary = text.findLastIndex((l) => /^\s*Test Files\s/.test(l));
  if (summary >= 0) out.push(...text.slice(summary, summary + 8));
  return out.length ? out : text.filter((l) => l.trim() && !l.startsWith('npm warn')).slice(-30);
}

async function vitest(name, projects, env = {}) {
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
  const { ok, exit, lines } = await run(name, 'npx', args, env);
  const reasons = [];
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      if (file.status === 'failed' && file.message) {
        reasons.push(`${file.name}: ${firstLines(file.message, 12)}`);
      }
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        reasons.push(`${t.fullName}: ${firstLines(t.failureMessages?.[0], 12)}`);
      }
    }
  } catch {
    if (!ok) totals.failed += 1; // the run failed before it could report
  }
  if (!ok) failedSteps.push({ name, reasons: [exit, ...reasons, ...vitestErrors(lines)] });
}

async function plainStep(name, cmd, args) {
  const { ok, exit, lines } = await run(name, cmd, args);
  if (!ok) failedSteps.push({ name, reasons: [exit, ...lines.map(plain).slice(-40)] });
  return ok;
}

const only = process.argv[2];
const steps = {
  lint: async () =>
    (await plainStep('lint', 'npx', ['eslint', '.'])) &&
    (await plainStep('format', 'npx', ['prettier', '--check', '.'])),
  typecheck: () => plainStep('typecheck', process.execPath, ['scripts/typecheck.mjs']),
  unit: () => vitest('unit', ['core', 'charts', 'server-unit', 'web']),
  sqlite: () => vitest('server-api-sqlite', ['server-api'], { TESSERA_TEST_STORE: 'sqlite' }),
  postgres: () => vitest('server-api-postgres', ['server-api'], { TESSERA_TEST_STORE: 'postgres' }),
  integration: () => vitest('server-integration', ['server-integration']),
  build: () => plainStep('build', process.execPath, ['scripts/build.mjs']),
  e2e: () => vitest('e2e', ['e2e']),
};

for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  await step();
}

for (const { name, reasons } of failedSteps) {
  console.log(`\n=== why ${name} failed ===\n${reasons.join('\n')}`);
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
