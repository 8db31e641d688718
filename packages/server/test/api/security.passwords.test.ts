/**
 * What a password must be, wherever one is set: the users API (create, update), `tessera
 * create-admin`, `tessera reset-password` and the first admin from TESSERA_ADMIN_PASSWORD.
 * Long enough, not megabytes, not a common password, not the username; refused with a 400
 * naming the field.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services/index.js';
import { createAdmin } from '../../src/services/initialization.js';
import { ValidationError } from '../../src/errors.js';
import { loadConfig } from '../../src/config.js';
import { prepare } from '../../src/startup.js';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';

const available = await storeAvailable();

/** Weak passwords for the user `wendy`, and what each is told. */
const WEAK: [password: string, message: string][] = [
  ['short', 'Password must be at least 8 characters'],
  ['p'.repeat(129), 'Password must be at most 128 characters'],
  ['password', 'Password is too common: choose one that is harder to guess'],
  ['Password1', 'Password is too common: choose one that is harder to guess'],
  ['12345678', 'Password is too common: choose one that is harder to guess'],
  ['qwertyuiop', 'Password is too common: choose one that is harder to guess'],
  ['iloveyou', 'Password is too common: choose one that is harder to guess'],
  ['wendy-the-user', 'Password must not be the username'],
  ['WENDY-THE-USER', 'Password must not be the username'],
];

describe.skipIf(!available)('password rules', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => s?.stop());

  const user = (password: string) => ({
    username: 'wendy-the-user',
    first_name: 'Wendy',
    last_name: 'Weak',
    email: 'wendy@example.com',
    roles: [1],
    password,
  });

  it('refuses a weak password when a user is created, naming the field', async () => {
    for (const [password, message] of WEAK) {
      const r = await call(s.url, 'POST', '/api/v1/security/users/', {
        token: admin,
        body: user(password),
      });
      expect(r.status, password.slice(0, 20)).toBe(400);
      expect(r.body, password.slice(0, 20)).toEqual({ message: { password: [message] } });
    }
    // a 5 MB password is refused the same way
    const huge = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: user('p'.repeat(5 * 1024 * 1024)),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message.password).toEqual(['Password must be at most 128 characters']);
    const list = await call(s.url, 'GET', '/api/v1/security/users/', { token: admin });
    expect(list.body.result.map((u: { username: string }) => u.username)).not.toContain(
      'wendy-the-user',
    );
  });

  it('refuses a weak password when one is set, and takes a good one', async () => {
    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: user('a-Good-passphrase-7'),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const [password, message] of WEAK) {
      const r = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
        token: admin,
        body: { password },
      });
      expect(r.status, password.slice(0, 20)).toBe(400);
      expect(r.body.message.password, password.slice(0, 20)).toEqual([message]);
    }
    // the username the password is compared with is the new one, when both change
    const renamed = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { username: 'winifred-w', password: 'winifred-w' },
    });
    expect(renamed.body.message.password).toEqual(['Password must not be the username']);
    // the old password still signs in: nothing was changed
    expect(await login(s.url, 'wendy-the-user', 'a-Good-passphrase-7')).toBeTruthy();
    const good = await call(s.url, 'PUT', `/api/v1/security/users/${id}`, {
      token: admin,
      body: { password: 'Another-good-one-8' },
    });
    expect(good.status).toBe(200);
    expect(await login(s.url, 'wendy-the-user', 'Another-good-one-8')).toBeTruthy();
  });

  it('holds `tessera reset-password` and `tessera create-admin` to the same rules', async () => {
    const ctx = { config: s.config, store: s.store, logger: pino({ level: 'silent' }) };
    const users = createServices(ctx).users;
    for (const [password, message] of WEAK.filter(([, m]) => !m.includes('username'))) {
      const reset = users.resetPassword('admin', password);
      await expect(reset).rejects.toBeInstanceOf(ValidationError);
      await expect(reset).rejects.toMatchObject({ fields: { password: [message] } });
      const made = createAdmin(ctx, { username: 'second-admin', password, email: 'a@b.example' });
      await expect(made).rejects.toMatchObject({ fields: { password: [message] } });
    }
    await expect(
      createAdmin(ctx, {
        username: 'second-admin',
        password: 'second-admin',
        email: 'a@b.example',
      }),
    ).rejects.toMatchObject({ fields: { password: ['Password must not be the username'] } });
    // nothing was changed or made
    expect(await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password)).toBeTruthy();
    const list = await call(s.url, 'GET', '/api/v1/security/users/', { token: admin });
    expect(list.body.result.map((u: { username: string }) => u.username)).not.toContain(
      'second-admin',
    );
  });

  it('does not start with a weak TESSERA_ADMIN_PASSWORD for the first admin, naming the key', async () => {
    for (const password of ['password1', 'short', 'admin']) {
      // a first start (the rule is the same on either store: SQLite here)
      const home = mkdtempSync(join(tmpdir(), 'tessera-first-admin-'));
      try {
        const config = loadConfig({
          TESSERA_HOME: home,
          TESSERA_ADMIN_PASSWORD: password,
          TESSERA_LOAD_EXAMPLES: 'false',
        });
        await expect(prepare(config, pino({ level: 'silent' }))).rejects.toThrow(
          /TESSERA_ADMIN_PASSWORD: Password/,
        );
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    }
  });
});
