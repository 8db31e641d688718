// `npm test`: lint, format, type checks, unit tests, the server's integration tests on SQLite
// and on PostgreSQL, the build, and the browser tests. `npm test -- <step> [<step> ...]` runs
// only the steps named (an unknown name fails, listing the steps). Prints one closing line:
// "N passed, N failed, N skipped". Every failure counts in it and is named in a "why … failed"
// section above it (CI logs often keep only their tail): a failed test, a test file that failed
// to load or whose hooks failed, an unhandled error, and a failed lint, format, typecheck or
// build step (one failure each). Skipped tests are listed by name with their reason.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters as plain } from 'node:util';

const totals = { passed: 0, failed: 0, notRun: 0 };
/** @type {{ name: string, note: string }[]} */
const skipped = [];
/** @type {string[]} */
const flaky = [];
/** @type {{ name: string, reasons: string[] }[]} */
const failedSteps = [];
mkdirSync('test-results', { recursive: true });

const KEPT_LINES = 400;

/**
 * Test files run side by side, at least two at a time: on a 2-core machine Vitest's default
 * (cores - 1) runs one file at a time, while the server's API test files wait on their
 * servers, databases and sockets for a third of their time. Each file has a server, a store
 * and database names of its own.
 */
const WORKERS = String(Math.max(2, availableParallelism() - 1));

/**
 * Runs a step and resolves to { ok, exit, lines } (its last lines). Its output streams as it
 * comes, or, for a step running beside another (`buffered`), is printed whole when it ends.
 */
function run(name, cmd, args, env = {}, buffered = false) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const lines = [];
  const whole = [];
  let partial = '';
  const keep = (chunk) => {
    if (buffered) whole.push(chunk);
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
    const show = (stream) => (c) => (buffered || stream.write(c), keep(c));
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(whole)}`);
      if (partial) lines.push(partial);
      const ok = code === 0;
      const took = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${took} s)`);
      const exit = signal ? `signal ${signal}` : `exit code ${code}`;
      resolve({ ok, exit, lines: lines.slice(-KEPT_LINES).map(plain) });
    });
  });
}

/** Vitest's error sections and its summary, out of a step's last lines. */
function vitestErrors(lines) {
  const out = [];
  const start = lines.findIndex((l) =>
    /Unhandled (Error|Rejection)|Failed Suites|Failed Tests|No test files found|Error:/.test(l),
  );
  if (start >= 0) out.push(...lines.slice(start, start + 60));
  const summary = lines.findLastIndex((l) => /^\s*Test Files\s/.test(l));
  if (summary >= 0) out.push(...lines.slice(summary, summary + 8));
  return out.length ? out : lines.filter((l) => l.trim() && !l.startsWith('npm warn')).slice(-30);
}

function readTally(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A Vitest run of some projects; every failure of it counts, by name. */
async function vitest(name, projects, env = {}, { workers } = {}) {
  const tallyFile = `test-results/${name}.tally.json`;
  rmSync(tallyFile, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/testTally.mjs'];
  if (workers) args.push(`--maxWorkers=${workers}`);
  for (const p of projects) args.push('--project', p);
  const result = await run(name, 'npx', args, { ...env, TESSERA_TALLY_FILE: tallyFile });
  const tally = readTally(tallyFile);
  const reasons = [];
  if (tally) {
    totals.passed += tally.passed;
    totals.failed += tally.failed.length;
    totals.notRun += tally.notRun;
    skipped.push(...tally.skipped);
    flaky.push(...tally.flaky.map((f) => f.name));
    for (const f of tally.failed) reasons.push(`✗ ${f.name}\n${indent(f.message)}`);
    if (tally.notRun) reasons.push(`(${tally.notRun} tests did not run behind these failures)`);
  }
  if (result.ok && (!tally || tally.failed.length === 0)) return;
  if (!tally || tally.failed.length === 0) {
    // Vitest failed without naming a test (no test files, a crash, a bad option): one failure.
    totals.failed += 1;
    reasons.push(`✗ the step itself (${result.exit}, ${tally ? 'no failed test' : 'no report'})`);
    reasons.push(...vitestErrors(result.lines));
  } else {
    reasons.unshift(result.exit);
  }
  failedSteps.push({ name, reasons });
}

const indent = (text) =>
  String(text)
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/** A step that is not a test run (lint, format, typecheck, build): one failure when it fails. */
async function plainStep(name, cmd, args, buffered = false) {
  const { ok, exit, lines } = await run(name, cmd, args, {}, buffered);
  if (ok) return;
  totals.failed += 1;
  failedSteps.push({ name, reasons: [`✗ ${name} (${exit})`, ...lines.slice(-40)] });
}

// The steps, in order. Steps of one entry of `together` run side by side (their output
// printed whole as each ends): each uses one core for most of its time.
const steps = {
  lint: async (buffered) => {
    await plainStep('lint', 'npx', ['eslint', '.'], buffered);
    await plainStep('format', 'npx', ['prettier', '--check', '.'], buffered);
  },
  typecheck: (buffered) =>
    plainStep('typecheck', process.execPath, ['scripts/typecheck.mjs'], buffered),
  unit: () =>
    vitest('unit', ['repo', 'core', 'charts', 'server-unit', 'web'], {}, { workers: WORKERS }),
  sqlite: () =>
    vitest(
      'server-api-sqlite',
      ['server-api'],
      { TESSERA_TEST_STORE: 'sqlite' },
      { workers: WORKERS },
    ),
  postgres: () =>
    vitest(
      'server-api-postgres',
      ['server-api'],
      { TESSERA_TEST_STORE: 'postgres' },
      { workers: WORKERS },
    ),
  integration: () => vitest('server-integration', ['server-integration']),
  build: () => plainStep('build', process.execPath, ['scripts/build.mjs']),
  e2e: () => vitest('e2e', ['e2e']),
};
const together = [['lint', 'typecheck']];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !Object.hasOwn(steps, w));
if (unknown.length) {
  totals.failed += 1;
  failedSteps.push({
    name: 'npm test',
    reasons: [
      `✗ no step named ${unknown.map((u) => `"${u}"`).join(', ')}; the steps are: ${Object.keys(steps).join(', ')}`,
    ],
  });
} else {
  const chosen = Object.keys(steps).filter((name) => !wanted.length || wanted.includes(name));
  for (let i = 0; i < chosen.length; i += 1) {
    const group = together.find((g) => g[0] === chosen[i])?.filter((n) => chosen.includes(n));
    if (group && group.length > 1) {
      await Promise.all(group.map((name) => steps[name](true)));
      i += group.length - 1;
    } else await steps[chosen[i]](false);
  }
}

if (skipped.length) {
  console.log(`\n=== skipped (${skipped.length}) ===`);
  for (const s of skipped) console.log(`- ${s.name}: ${s.note}`);
}
if (flaky.length) {
  console.log(`\n=== flaky: passed only on a retry (${flaky.length}) ===\n${flaky.join('\n')}`);
}
for (const { name, reasons } of failedSteps) {
  console.log(`\n=== why ${name} failed ===\n${reasons.join('\n')}`);
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.map((s) => s.name).join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${skipped.length} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
