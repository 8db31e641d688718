/**
 * Vitest's global setup for the suites that start servers with the examples: the example
 * database is loaded once for the run, and each server started with TESSERA_LOAD_EXAMPLES
 * gets a copy in its fresh home (examplesSeed.ts), which its first start keeps (loader.ts
 * `reuse`) instead of spending seconds loading the same tables again. The rest of the first
 * start (the database and its datasets registered, the example dashboards imported) runs as
 * it does for everyone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadExamples } from '../../src/examples/loader.js';
import { EXAMPLES_FILE, TEMPLATE_ENV } from './examplesSeed.js';

let dir: string | undefined;

export async function setup(): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'tessera-examples-template-'));
  await loadExamples(join(dir, EXAMPLES_FILE));
  process.env[TEMPLATE_ENV] = dir;
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
