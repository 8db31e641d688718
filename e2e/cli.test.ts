/**
 * The `tessera` command, run as a user runs it: the built bundle with its own TESSERA_HOME.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startTessera } from './harness.js';

const home = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function tessera(...args: string[]) {
  const r = spawnSync(process.execPath, ['packages/server/bin/tessera.js', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_LOG_LEVEL: 'warn',
      TESSERA_LOAD_EXAMPLES: 'false',
    },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

async function canSignIn(url: string, username: string, password: string): Promise<boolean> {
  const res = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db' }),
  });
  return res.ok;
}

describe('the tessera command', () => {
  it('prints its version', () => {
    expect(tessera('version')).toEqual({ code: 0, out: '0.1.0\n' });
  });

  it('upgrades the metadata store, then says it is up to date', () => {
    const first = tessera('db', 'upgrade');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Applied: 0001_security, 0002_key_value_and_logs/);
    expect(tessera('db', 'upgrade').out).toBe('The metadata store is up to date.\n');
  });

  it('syncs roles, creates an admin and resets a password that then signs in', async () => {
    expect(tessera('init').out).toBe('Roles and permissions are in sync.\n');
    const created = tessera('create-admin', '--username', 'ops', '--email', 'ops@example.com');
    expect(created.code).toBe(0);
    const password = /Password: (\S+)/.exec(created.out)?.[1];
    expect(password).toBeTruthy();
    expect(tessera('reset-password', '--username', 'ops', '--password', 'a-new-password').out).toBe(
      'The password of ops was reset.\n',
    );
    expect(tessera('reset-password', '--username', 'nobody', '--password', 'x').code).toBe(1);

    const server = await startTessera({ TESSERA_HOME: home, TESSERA_LOAD_EXAMPLES: 'false' });
    try {
      expect(await canSignIn(server.url, 'ops', 'a-new-password')).toBe(true);
      expect(await canSignIn(server.url, 'ops', password!)).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('exports every asset into a folder, applies an edited folder again, and moves ZIPs', () => {
    expect(tessera('load-examples').code).toBe(0);
    const dir = join(home, 'assets');
    expect(tessera('export', '--dir', dir).out).toMatch(
      /^Exported 1 database, \d+ datasets, \d+ charts, 4 dashboards to .* \(\d+ files\)\.\n$/,
    );
    expect(existsSync(join(dir, 'metadata.yaml'))).toBe(true);
    for (const folder of ['databases', 'datasets', 'charts'])
      expect(existsSync(join(dir, folder))).toBe(true);
    const titles = (folder: string) =>
      readdirSync(join(folder, 'dashboards')).map(
        (name) =>
          /^dashboard_title: (.*)$/m.exec(
            readFileSync(join(folder, 'dashboards', name), 'utf8'),
          )?.[1],
      );
    expect(titles(dir).sort()).toEqual([
      'COVID Vaccine Dashboard',
      'Sales Dashboard',
      'Slack Dashboard',
      'Video Game Sales',
    ]);

    const sales = join(
      dir,
      'dashboards',
      readdirSync(join(dir, 'dashboards')).find((n) => n.startsWith('Sales'))!,
    );
    writeFileSync(
      sales,
      readFileSync(sales, 'utf8').replace(
        'dashboard_title: Sales Dashboard',
        'dashboard_title: Sales from Git',
      ),
    );
    const applied = tessera('import', '--dir', dir);
    expect(applied.code).toBe(0);
    expect(applied.out).toMatch(
      /^Imported 1 database, \d+ datasets, \d+ charts, 4 dashboards from /,
    );
    expect(tessera('import', '--dir', dir).code).toBe(0);
    const again = join(home, 'assets-again');
    expect(tessera('export', '--dir', again).code).toBe(0);
    expect(titles(again).sort()).toEqual([
      'COVID Vaccine Dashboard',
      'Sales from Git',
      'Slack Dashboard',
      'Video Game Sales',
    ]);

    const zip = join(home, 'a.zip');
    expect(tessera('export-dashboards', '-f', zip).out).toMatch(
      /^Exported .*4 dashboards to .*a\.zip\.\n$/,
    );
    const imported = tessera('import-dashboards', '-p', zip);
    expect(imported).toEqual({
      code: 0,
      out: expect.stringMatching(/^Imported .*4 dashboards from /),
    });
    expect(tessera('import-dashboards', '-p', zip, '-u', 'nobody')).toEqual({
      code: 1,
      out: 'The user nobody was not found.\n',
    });
  });

  it('refuses a bad configuration with a message naming the key', () => {
    const r = spawnSync(process.execPath, ['packages/server/bin/tessera.js', 'db', 'upgrade'], {
      cwd: ROOT,
      env: { ...process.env, TESSERA_HOME: home, TESSERA_PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("TESSERA_PORT: must be a number (got 'eighty')");
  });
});
