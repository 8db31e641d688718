import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  storeAvailable,
  TEST_ADMIN,
  type TestServer,
} from '../support/testServer.js';
import { call, login } from '../support/client.js';

const available = await storeAvailable();

describe.skipIf(!available)('users and roles', () => {
  let s: TestServer;
  let admin: string;
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    s = await startTestServer();
    admin = await login(s.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const roles = await call(s.url, 'GET', '/api/v1/security/roles/', { token: admin });
    roleIds = Object.fromEntries(
      roles.body.result.map((r: { id: number; name: string }) => [r.name, r.id]),
    );
  });
  afterAll(() => s?.stop());

  const newUser = (username: string, role = 'Gamma') => ({
    username,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${username}@example.com`,
    active: true,
    roles: [roleIds[role]],
    password: 'correct horse battery',
  });

  it('has the built-in roles', () => {
    expect(Object.keys(roleIds).sort()).toEqual(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']);
  });

  it('creates a user who can then sign in, and lists it', async () => {
    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: newUser('ada'),
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      username: 'ada',
      active: true,
      roles: [{ name: 'Gamma' }],
    });
    expect(created.body.result).not.toHaveProperty('password');

    const token = await login(s.url, 'ada', 'correct horse battery');
    const me = await call(s.url, 'GET', '/api/v1/me/', { token });
    expect(me.body.result.username).toBe('ada');

    const list = await call(
      s.url,
      'GET',
      `/api/v1/security/users/?q=(filters:!((col:username,opr:ct,value:ad)),order_column:username,order_direction:asc)`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.result.map((u: { username: string }) => u.username)).toEqual(['ada', 'admin']);
    expect(list.body.count).toBe(2);
  });

  it('names the field of bad input and saves nothing', async () => {
    const bad = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: { ...newUser('bob'), email: 'not-an-email', password: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['email', 'password']);
    const dup = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: newUser('ada'),
    });
    expect(dup.status).toBe(422);
    expect(dup.body.message).toEqual({
      username: ['Username already exists'],
      email: ['Email already exists'],
    });
    const badRole = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: { ...newUser('carol'), roles: [9999] },
    });
    expect(badRole.status).toBe(422);
    expect(badRole.body.message).toEqual({ roles: ['Some roles do not exist'] });
    const list = await call(s.url, 'GET', '/api/v1/security/users/', { token: admin });
    expect(list.body.result.map((u: { username: string }) => u.username).sort()).toEqual([
      'ada',
      'admin',
    ]);
  });

  it('deactivates a user, who can no longer sign in or use an earlier token', async () => {
    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: newUser('dave'),
    });
    const token = await login(s.url, 'dave', 'correct horse battery');
    const off = await call(s.url, 'PUT', `/api/v1/security/users/${created.body.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.result.active).toBe(false);
    const denied = await call(s.url, 'POST', '/api/v1/security/login', {
      body: { username: 'dave', password: 'correct horse battery', provider: 'db' },
    });
    expect(denied.status).toBe(401);
    expect((await call(s.url, 'GET', '/api/v1/me/', { token })).status).toBe(401);
  });

  it('resets a password', async () => {
    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: newUser('erin'),
    });
    await call(s.url, 'PUT', `/api/v1/security/users/${created.body.id}`, {
      token: admin,
      body: { password: 'a brand new secret' },
    });
    await expect(login(s.url, 'erin', 'correct horse battery')).rejects.toThrow(/401/);
    await expect(login(s.url, 'erin', 'a brand new secret')).resolves.toBeTruthy();
  });

  it('refuses the users and roles APIs to a Gamma user with 403', async () => {
    await call(s.url, 'POST', '/api/v1/security/users/', { token: admin, body: newUser('gamma1') });
    const gamma = await login(s.url, 'gamma1', 'correct horse battery');
    expect((await call(s.url, 'GET', '/api/v1/security/users/', { token: gamma })).status).toBe(
      403,
    );
    expect((await call(s.url, 'GET', '/api/v1/security/roles/', { token: gamma })).status).toBe(
      403,
    );
    const r = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: gamma,
      body: newUser('sneaky'),
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'Forbidden' });
  });

  it('edits a role’s permissions, which take effect for its members', async () => {
    const role = await call(s.url, 'POST', '/api/v1/security/roles/', {
      token: admin,
      body: { name: 'UserAdmins' },
    });
    const pvs = await call(s.url, 'GET', '/api/v1/security/permissions-resources/', {
      token: admin,
    });
    const canReadUser = pvs.body.result.find(
      (p: { permission: { name: string }; view_menu: { name: string } }) =>
        p.permission.name === 'can_read' && p.view_menu.name === 'User',
    );
    const set = await call(s.url, 'POST', `/api/v1/security/roles/${role.body.id}/permissions`, {
      token: admin,
      body: { permission_view_menu_ids: [canReadUser.id] },
    });
    expect(set.status).toBe(200);
    const perms = await call(s.url, 'GET', `/api/v1/security/roles/${role.body.id}/permissions/`, {
      token: admin,
    });
    expect(perms.body.result).toEqual([
      { id: canReadUser.id, permission_name: 'can_read', view_menu_name: 'User' },
    ]);

    const created = await call(s.url, 'POST', '/api/v1/security/users/', {
      token: admin,
      body: { ...newUser('frank'), roles: [roleIds.Gamma, role.body.id] },
    });
    expect(created.status).toBe(201);
    const frank = await login(s.url, 'frank', 'correct horse battery');
    expect((await call(s.url, 'GET', '/api/v1/security/users/', { token: frank })).status).toBe(
      200,
    );
    expect(
      (await call(s.url, 'DELETE', `/api/v1/security/users/${created.body.id}`, { token: frank }))
        .status,
    ).toBe(403);
  });

  it('refuses to delete or rename built-in roles', async () => {
    const del = await call(s.url, 'DELETE', `/api/v1/security/roles/${roleIds.Admin}`, {
      token: admin,
    });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('The built-in role Admin cannot be deleted');
    const ren = await call(s.url, 'PUT', `/api/v1/security/roles/${roleIds.Gamma}`, {
      token: admin,
      body: { name: 'Delta' },
    });
    expect(ren.status).toBe(400);
  });

  it('answers 404 for a missing user and 400 for a bad rison query', async () => {
    expect((await call(s.url, 'GET', '/api/v1/security/users/9999', { token: admin })).status).toBe(
      404,
    );
    const bad = await call(
      s.url,
      'GET',
      '/api/v1/security/users/?q=(filters:!((col:password,opr:eq,value:x)))',
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/password/);
  });
});
