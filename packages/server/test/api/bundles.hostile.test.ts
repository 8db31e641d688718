/**
 * Hostile uploads are refused before anything is inflated or parsed, each with a clear
 * error: what is no ZIP (400), a ZIP without bundle files (400), names that climb out of the
 * archive or are not UTF-8, too many entries, a file compressed past Superset's ratio (a zip
 * bomb); and, file by file (422), text that is not UTF-8, YAML that expands (aliases) or nests
 * without end. The server answers each and stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';
import { postBundle, underRoot, zipOf } from './bundles.fixtures.js';
import { bundleOf, DATABASE_FILE } from './bundles.world.js';

const available = await storeAvailable();
const METADATA = 'version: 1.0.0\ntype: Database\n';

describe.skipIf(!available)('hostile bundles', () => {
  let s: TestServer;
  let admin: string;
  const post = (bundle: Uint8Array) => postBundle(s.url, admin, '/api/v1/database/import/', bundle);
  const refusedWith = async (bundle: Uint8Array, status: number, message: string | RegExp) => {
    const r = await post(bundle);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body.errors[0].error_type).toBe('GENERIC_COMMAND_ERROR');
    expect(r.body.errors[0].message).toMatch(message);
    return r.body.errors[0];
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    expect((await call(s.url, 'GET', '/health')).status).toBe(200);
    expect((await call(s.url, 'GET', '/api/v1/database/', { token: admin })).body.count).toBe(0);
    await s?.stop();
  });

  it('refuses what is no ZIP, and a ZIP with no bundle files', async () => {
    await refusedWith(new TextEncoder().encode('database_name: x'), 400, 'Not a ZIP file');
    await refusedWith(
      await zipOf({ 'x/readme.txt': 'hello' }),
      400,
      'No valid import files were found',
    );
    const noForm = await call(s.url, 'POST', '/api/v1/database/import/', {
      token: admin,
      body: {},
    });
    expect(noForm.status).toBe(400);
  });

  /** A ZIP whose entry `placeholder` is renamed (in place) to `name`, of the same length. */
  const zipNamed = async (name: Buffer | string) => {
    const bytes = Buffer.from(name);
    const placeholder = `x/${'p'.repeat(bytes.length - 2)}`;
    const zip = Buffer.from(await zipOf({ 'x/metadata.yaml': METADATA, [placeholder]: 'a: 1' }));
    for (let at = zip.indexOf(placeholder); at >= 0; at = zip.indexOf(placeholder, at + 1))
      bytes.copy(zip, at);
    return zip;
  };

  it('refuses names that climb out of the archive', async () => {
    for (const name of [
      '../../etc/cron.d/evil.yaml',
      'x/../../evil.yaml',
      '/etc/evil.yaml',
      'x\\..\\evil.yaml',
      'C:/evil.yaml',
    ])
      await refusedWith(await zipNamed(name), 400, /unsafe file name/);
  });

  it('refuses a name that is not UTF-8', async () => {
    const name = Buffer.concat([
      Buffer.from('x/db'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('.yaml'),
    ]);
    await refusedWith(await zipNamed(name), 400, 'The archive has a file name that is not UTF-8.');
  });

  it('refuses a zip bomb and an archive of too many files', async () => {
    await refusedWith(
      await zipOf({
        'x/metadata.yaml': METADATA,
        'x/databases/big.yaml': `a: "${'a'.repeat(3_000_000)}"`,
      }),
      400,
      'Zip compress ratio above allowed threshold',
    );
    const many: Record<string, string> = { 'x/metadata.yaml': METADATA };
    for (let i = 0; i < 5_001; i += 1) many[`x/databases/db${i}.yaml`] = `n: ${i}`;
    await refusedWith(await zipOf(many), 400, 'The archive has more files than allowed');
  });

  it('refuses, file by file, text that is not UTF-8 or YAML that explodes', async () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i += 1)
      laughs.push(
        `${'abcdefghijklm'[i]}: &${'abcdefghijklm'[i]} [${Array(9)
          .fill(`*${'abcdefghijklm'[i - 1]}`)
          .join(',')}]`,
      );
    const error = await refusedWith(
      await bundleOf('Database', {
        'databases/laughs.yaml': laughs.join('\n'),
        'databases/deep.yaml': `extra: ${Array.from({ length: 5_000 }, (_, i) => `[${i},`).join('')}`,
        [DATABASE_FILE]: 'database_name: [unclosed',
      }),
      422,
      'Error importing database',
    );
    expect(error.extra).toMatchObject({
      'databases/laughs.yaml': 'Not a valid YAML file',
      'databases/deep.yaml': 'Not a valid YAML file',
      [DATABASE_FILE]: 'Not a valid YAML file',
    });
    const latin1 = await zipOf(
      underRoot('x', {
        'metadata.yaml': METADATA,
        'databases/latin1.yaml': new Uint8Array([0x61, 0x3a, 0x20, 0xe9]),
      }),
    );
    const latin = await refusedWith(latin1, 422, 'Error importing database');
    expect(latin.extra['databases/latin1.yaml']).toBe('Not a valid UTF-8 file');
  });
});
