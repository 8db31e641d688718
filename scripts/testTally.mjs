// A Vitest reporter for `npm test` (scripts/test.mjs): writes the run's tally to the JSON file
// named by TESSERA_TALLY_FILE. Every kind of failure counts and is named: a failed test, a
// file that failed to load (a missing module, a service required under CI=true), a failed
// beforeAll/afterAll, an unhandled error, a file that never ran. Tests that did not run
// because their suite failed are counted apart ("not run"), not as skipped; skipped tests are
// listed by name with their note; a test that passed only on a retry is listed as flaky.
import { writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { relative } from 'node:path';

const LINES = 12;

/** The message of an error and the first stack line inside the project, a few lines long. */
function describeError(error) {
  if (!error) return 'failed (no error reported)';
  const message = `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message ?? String(error)}`;
  const at = String(error.stack ?? '')
    .split('\n')
    .find((l) => /^\s*at\s/.test(l) && !l.includes('node_modules') && !l.includes('node:'));
  const diff = stripVTControlCharacters(String(error.diff ?? ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, LINES);
  return [...message.split('\n').slice(0, LINES), ...diff, ...(at ? [at.trim()] : [])].join('\n');
}

/** Whether a test sits in a suite (or file) whose own hooks or collection failed. */
function behindFailedSuite(test) {
  for (let p = test.parent; p; p = p.type === 'module' ? undefined : p.parent) {
    if (p.errors().length) return true;
  }
  return false;
}

export default class TestTally {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules, unhandledErrors, reason) {
    const tally = { passed: 0, failed: [], skipped: [], flaky: [], notRun: 0 };
    const fail = (name, error) => tally.failed.push({ name, message: describeError(error) });
    for (const module of modules) {
      const file = relative(this.root, module.moduleId);
      for (const error of module.errors()) fail(`${file} (the file itself)`, error);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) fail(`${file} > ${suite.fullName} (its hooks)`, error);
      }
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const result = test.result();
        const name = `${file} > ${test.fullName}`;
        if (result.state === 'passed') {
          tally.passed += 1;
          if (test.diagnostic()?.flaky) tally.flaky.push({ name });
        } else if (result.state === 'failed') {
          failedTests += 1;
          fail(name, result.errors[0]);
        } else if (result.state === 'skipped' && !behindFailedSuite(test)) {
          tally.skipped.push({ name, note: result.note ?? test.options.mode });
        } else {
          tally.notRun += 1;
        }
      }
      const state = module.state();
      const named = tally.failed.some((f) => f.name.startsWith(`${file} `));
      if (state === 'failed' && !failedTests && !named) fail(file, undefined);
      if (state === 'queued' || state === 'pending') fail(`${file} (never finished)`, undefined);
    }
    for (const error of unhandledErrors) fail('an unhandled error', error);
    if (reason === 'interrupted') fail('the run', { message: 'was interrupted' });
    writeFileSync(process.env.TESSERA_TALLY_FILE, JSON.stringify(tally, null, 2));
  }
}
