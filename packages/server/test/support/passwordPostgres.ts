/**
 * A throwaway PostgreSQL server of the machine's own PostgreSQL build that checks passwords
 * (scram-sha-256 for every connection), for the tests of what a wrong password gives: the
 * machine's server trusts 127.0.0.1 and so never checks one. Its cluster lives in a temp
 * folder on a free port and is removed by `stop()`. Run as root, the server runs as the
 * `postgres` user (PostgreSQL refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PasswordPostgres {
  port: number;
  user: string;
  password: string;
  stop(): void;
}

/** The bin folder of the newest PostgreSQL installed the Debian way, or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** Starts the server; throws with the reason when this machine cannot run one. */
export function startPasswordPostgres(port: number): PasswordPostgres {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pgpw-'));
  const password = 'right-password';
  writeFileSync(join(dir, 'pwfile'), `${password}\n`);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    chownSync(join(dir, 'pwfile'), uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), [
      ...(asRoot ? ['-u', 'postgres', '--', join(bin, tool)] : []),
      ...args,
    ]);
  const data = join(dir, 'data');
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${join(dir, 'pwfile')}`,
      '--no-sync',
      '--no-instructions',
    ]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    user: 'postgres',
    password,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
