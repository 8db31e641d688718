import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { openMetaStore } from '../../src/meta/store.js';
import { upgradeMetaStore } from '../../src/meta/migrator.js';
import { MIGRATIONS } from '../../src/meta/migrations/index.js';
import { syncRoles, ensureAdmin } from '../../src/services/initialization.js';
import { loadConfig } from '../../src/config.js';
import { freshPostgresDatabase, storeAvailable, storeKind } from '../support/testServer.js';

const available = await storeAvailable();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyStore() {
  const home = mkdtempSync(join(tmpdir(), 'tessera-store-'));
  cleanups.push(() => rmSync(home, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (storeKind() === 'postgres') {
    const db = await freshPostgresDatabase();
    databaseUrl = db.url;
    cleanups.push(() => db.drop());
  }
  const store = await openMetaStore({ home, databaseUrl });
  return { store, home, databaseUrl };
}

describe.skipIf(!available)(`metadata store (${storeKind()})`, () => {
  it('migrates from empty, then is up to date', async () => {
    const { store } = await emptyStore();
    try {
      expect(await upgradeMetaStore(store)).toEqual(Object.keys(MIGRATIONS));
      expect(await upgradeMetaStore(store)).toEqual([]);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name);
      for (const t of [
        'ab_user',
        'ab_role',
        'ab_user_role',
        'ab_permission',
        'ab_view_menu',
        'ab_permission_view',
        'ab_permission_view_role',
        'key_value',
        'logs',
        'dashboard_roles',
        'css_templates',
      ]) {
        expect(tables).toContain(t);
      }
    } finally {
      await store.close();
    }
  });

  it('syncs roles idempotently and creates the first admin once', async () => {
    const { store, home, databaseUrl } = await emptyStore();
    try {
      await upgradeMetaStore(store);
      const config = loadConfig({
        TESSERA_HOME: home,
        TESSERA_ADMIN_PASSWORD: 'first-admin-pw',
        ...(databaseUrl && { TESSERA_DATABASE_URL: databaseUrl }),
      });
      const ctx = { config, store, logger: pino({ level: 'silent' }) };
      await syncRoles(ctx);
      const count = async () =>
        Number(
          (
            await store.db
              .selectFrom('ab_permission_view_role')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const first = await count();
      await syncRoles(ctx);
      expect(await count()).toBe(first);
      expect(await ensureAdmin(ctx)).toEqual({ username: 'admin', generatedPassword: undefined });
      expect(await ensureAdmin(ctx)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('generates and reports a password when none is configured', async () => {
    const { store, home, databaseUrl } = await emptyStore();
    try {
      await upgradeMetaStore(store);
      const config = loadConfig({
        TESSERA_HOME: home,
        ...(databaseUrl && { TESSERA_DATABASE_URL: databaseUrl }),
      });
      const ctx = { config, store, logger: pino({ level: 'silent' }) };
      await syncRoles(ctx);
      const created = await ensureAdmin(ctx);
      expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    } finally {
      await store.close();
    }
  });
});
