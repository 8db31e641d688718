// `npm test` tells the truth: an unknown step fails instead of running nothing, and the tally
// behind its closing line counts a file that fails to load as a failure (how a missing module
// or a service required under CI=true shows), and lists skipped tests by name.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
// Inside the tree, so that the fixture's tests resolve vitest from the project's node_modules.
const FIXTURE = join(ROOT, 'test-results', 'tally-fixture');

afterAll(() => rmSync(FIXTURE, { recursive: true, force: true }));

/** Runs a command in the project, resolving to its exit code and output (never rejecting). */
async function exec(cmd, args, env = {}) {
  try {
    const { stdout } = await run(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } });
    return { code: 0, stdout };
  } catch (e) {
    return { code: e.code, stdout: String(e.stdout ?? '') };
  }
}

describe('npm test', () => {
  it('fails a misspelled step, naming the steps there are', async () => {
    const { code, stdout } = await exec(process.execPath, ['scripts/test.mjs', 'unti']);
    expect(code).toBe(1);
    expect(stdout).toContain('no step named "unti"; the steps are: lint, typecheck, unit');
    expect(stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('counts a test file that fails to load, and names skipped tests', async () => {
    mkdirSync(FIXTURE, { recursive: true });
    const file = (name, text) => writeFileSync(join(FIXTURE, name), text);
    file('vitest.config.mjs', "export default { test: { include: ['*.check.mjs'] } };\n");
    file('passes.check.mjs', "import { it } from 'vitest';\nit('adds', () => {});\n");
    file(
      'skips.check.mjs',
      "import { it } from 'vitest';\nit.skip('waits for a server', () => {});\n",
    );
    file('broken.check.mjs', "import './no-such-module.mjs';\n");
    const tally = join(FIXTURE, 'tally.json');
    const { code } = await exec(
      'npx',
      ['vitest', 'run', '--root', FIXTURE, '--reporter', join(ROOT, 'scripts/testTally.mjs')],
      { TESSERA_TALLY_FILE: tally },
    );
    expect(code).not.toBe(0);
    const counted = JSON.parse(readFileSync(tally, 'utf8'));
    expect(counted.passed).toBe(1);
    expect(counted.failed.map((f) => f.name)).toEqual(['broken.check.mjs (the file itself)']);
    expect(counted.failed[0].message).toContain('no-such-module');
    expect(counted.skipped.map((s) => s.name)).toEqual(['skips.check.mjs > waits for a server']);
  });
});
