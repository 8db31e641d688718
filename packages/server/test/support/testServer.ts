/**
 * Starts a real Tessera server on a free port over a fresh metadata store: SQLite in a temp
 * TESSERA_HOME, or a fresh PostgreSQL database when TESSERA_TEST_STORE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { loadConfig, type TesseraConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { prepare } from '../../src/startup.js';
import type { MetaStore } from '../../src/meta/store.js';
import type { Services } from '../../src/services/index.js';
import type { FastifyInstance } from 'fastify';
import { seedExamples } from './examplesSeed.js';
import { POSTGRES_URL, serviceAvailable } from './services.js';

export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' };
export type StoreKind = 'sqlite' | 'postgres';

export function storeKind(): StoreKind {
  return process.env.TESSERA_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';
}

/** Whether the chosen store can run here (PostgreSQL reachable when it is the store). */
export async function storeAvailable(kind = storeKind()): Promise<boolean> {
  return kind === 'sqlite' || serviceAvailable('PostgreSQL', '127.0.0.1', 5432);
}

/** A fresh empty PostgreSQL database; returns its URL and a function that drops it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      // A closed pool's clients leave asynchronously: let them go before forcing the drop, or
      // the server's "terminating connection" reaches a client that no longer listens.
      for (let i = 0; i < 50; i += 1) {
        const open = await c.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  services: Services;
  store: MetaStore;
  config: TesseraConfig;
  stop(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  kind = storeKind(),
): Promise<TestServer> {
  const home = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const pgdb = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
  const config = loadConfig({
    TESSERA_HOME: home,
    TESSERA_ADMIN_USERNAME: TEST_ADMIN.username,
    TESSERA_ADMIN_PASSWORD: TEST_ADMIN.password,
    TESSERA_LOG_LEVEL: 'silent',
    TESSERA_LOAD_EXAMPLES: 'false',
    ...(pgdb && { TESSERA_DATABASE_URL: pgdb.url }),
    ...env,
  });
  if (config.loadExamples) seedExamples(config.home);
  const { store } = await prepare(config, pino({ level: 'silent' }));
  const { app, services } = await buildApp({ config, store, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    services,
    store,
    config,
    async stop() {
      await app.close();
      await store.close();
      await pgdb?.drop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
