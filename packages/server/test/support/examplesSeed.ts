/**
 * A copy of the example database loaded once for the test run (examplesTemplate.ts, Vitest's
 * global setup), put in a fresh home where its first start looks for it: the start finds the
 * file stamped as it would load it and keeps it. Light on purpose (no DuckDB): the browser
 * tests' harness uses it too.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES_FILE, stampFile as stamp } from '../../src/examples/files.js';

export { EXAMPLES_FILE };

/** Where the global setup left the template, for the test workers it starts. */
export const TEMPLATE_ENV = 'TESSERA_TEST_EXAMPLES_TEMPLATE';

/**
 * Copies the template into `home`; nothing when the run has none (they load as usual) or the
 * home has its examples file already (a server started again over it).
 */
export function seedExamples(home: string): void {
  const from = process.env[TEMPLATE_ENV];
  if (!from || existsSync(join(home, EXAMPLES_FILE))) return;
  const file = join(from, EXAMPLES_FILE);
  if (!existsSync(stamp(file))) throw new Error(`The examples template ${file} has no stamp`);
  mkdirSync(home, { recursive: true });
  copyFileSync(file, join(home, EXAMPLES_FILE));
  copyFileSync(stamp(file), stamp(join(home, EXAMPLES_FILE)));
}
