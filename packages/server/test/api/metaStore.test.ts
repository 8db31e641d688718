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

/** Migration 0012: tested as an upgrade of a store that already holds a dashboard. */
const FILTER_SETS = '0012_filter_sets';
/** Migration 0013: tested as an upgrade of a store that already holds annotations. */
const ANNOTATION_UUIDS = '0013_annotation_uuids';

/** The migrations from `name` on, as an upgrade of a store just before it applies them. */
const fromOn = (name: string) => Object.keys(MIGRATIONS).filter((key) => key >= name);

/** Runs `fn` while MIGRATIONS holds only the migrations before `name`, in their order. */
async function migratedUpTo(name: string, fn: () => Promise<void>): Promise<void> {
  const all = { ...MIGRATIONS };
  const keep = (names: string[]) => {
    for (const key of Object.keys(MIGRATIONS)) delete MIGRATIONS[key];
    for (const key of names) MIGRATIONS[key] = all[key];
  };
  keep(Object.keys(all).filter((key) => key < name));
  try {
    await fn();
  } finally {
    keep(Object.keys(all));
  }
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
        'filter_sets',
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

  it('adds filter_sets (0012) to a store at 0011 holding a dashboard; sets go with it', async () => {
    const { store } = await emptyStore();
    try {
      await migratedUpTo(FILTER_SETS, async () => {
        expect(await upgradeMetaStore(store)).not.toContain(FILTER_SETS);
      });
      const now = new Date().toISOString();
      const dashboard = await store.db
        .insertInto('dashboards')
        .values({
          uuid: '6a2f1c1e-1111-4222-8333-444455556666',
          dashboard_title: 'Before 0012',
          slug: null,
          position_json: null,
          json_metadata: null,
          css: null,
          description: null,
          published: 1,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      expect(await upgradeMetaStore(store)).toEqual(fromOn(FILTER_SETS));
      expect(await upgradeMetaStore(store)).toEqual([]);
      const table = (await store.db.introspection.getTables()).find(
        (t) => t.name === 'filter_sets',
      );
      expect(table?.columns.map((c) => c.name).sort()).toEqual(
        [
          'id',
          'name',
          'description',
          'json_metadata',
          'owner_id',
          'owner_type',
          'dashboard_id',
          'created_on',
          'changed_on',
          'created_by_fk',
          'changed_by_fk',
        ].sort(),
      );

      const row = {
        name: 'Boys',
        description: null,
        json_metadata: '{"nativeFilters":{}}',
        owner_type: 'Dashboard',
        owner_id: dashboard.id,
        dashboard_id: dashboard.id,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      };
      await store.db.insertInto('filter_sets').values(row).execute();
      // a set needs its dashboard
      await expect(
        store.db
          .insertInto('filter_sets')
          .values({ ...row, dashboard_id: dashboard.id + 1000 })
          .execute(),
      ).rejects.toThrow();
      await store.db.deleteFrom('dashboards').where('id', '=', dashboard.id).execute();
      expect(await store.db.selectFrom('filter_sets').selectAll().execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('gives the annotation layers and annotations of a store at 0012 uuids of their own (0013)', async () => {
    const { store } = await emptyStore();
    try {
      await migratedUpTo(ANNOTATION_UUIDS, async () => {
        expect(await upgradeMetaStore(store)).not.toContain(ANNOTATION_UUIDS);
      });
      const now = new Date().toISOString();
      const audit = { created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null };
      // rows as 0012 kept them: no uuid column yet (the types know the store after 0013)
      const db = store.db;
      const layers: number[] = [];
      for (const name of ['Holidays', 'Releases'])
        layers.push(
          (
            await db
              .insertInto('annotation_layer')
              .values({ name, descr: null, ...audit } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      for (const [i, short] of ['New year', 'Summer', 'v1'].entries())
        await db
          .insertInto('annotation')
          .values({
            layer_id: layers[i === 2 ? 1 : 0],
            short_descr: short,
            long_descr: null,
            start_dttm: '2024-01-01T00:00:00',
            end_dttm: null,
            json_metadata: null,
            ...audit,
          } as never)
          .execute();

      expect(await upgradeMetaStore(store)).toEqual([ANNOTATION_UUIDS]);
      const uuids = [
        ...(await store.db.selectFrom('annotation_layer').select('uuid').execute()),
        ...(await store.db.selectFrom('annotation').select('uuid').execute()),
      ].map((r) => r.uuid);
      expect(uuids).toHaveLength(5);
      for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(uuids).size).toBe(5);
      // a uuid is one layer's (or one annotation's) only
      await expect(
        store.db
          .insertInto('annotation_layer')
          .values({ name: 'Copy', descr: null, uuid: uuids[0], ...audit })
          .execute(),
      ).rejects.toThrow();
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
