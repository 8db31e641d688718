/** What a start needs before serving: the metadata store migrated, roles synced, a first admin. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { TesseraConfig } from './config.js';
import { openMetaStore, type MetaStore } from './meta/store.js';
import { upgradeMetaStore } from './meta/migrator.js';
import { ensureAdmin, syncRoles } from './services/initialization.js';
import { examplesRegistered, loadAndRegisterExamples } from './services/examples.js';
import { importExampleAssets } from './services/exampleAssets.js';

/** The built web app next to this package, wherever the server runs from (bundle or source). */
export function defaultWebDist(): string | undefined {
  for (const rel of ['../../web/dist', '../../../web/dist']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}/index.html`)) return dir;
  }
  return undefined;
}

export interface Prepared {
  store: MetaStore;
  migrations: string[];
}

/**
 * Opens and upgrades the store, syncs roles, creates the first admin if needed, and at the
 * first start (unless TESSERA_LOAD_EXAMPLES=false) loads the example database and imports the
 * example dashboards and charts onto it.
 */
export async function prepare(config: TesseraConfig, logger: FastifyBaseLogger): Promise<Prepared> {
  const store = await openMetaStore({ home: config.home, databaseUrl: config.databaseUrl });
  try {
    const migrations = await upgradeMetaStore(store);
    if (migrations.length) logger.info({ migrations }, 'metadata store upgraded');
    await syncRoles({ config, store, logger });
    const admin = await ensureAdmin({ config, store, logger });
    if (admin?.generatedPassword) {
      // Printed once, on purpose, so that the first admin can sign in.
      process.stdout.write(
        `\nCreated admin user "${admin.username}" with the generated password: ${admin.generatedPassword}\n` +
          'Change it after signing in, or set TESSERA_ADMIN_PASSWORD.\n\n',
      );
    } else if (admin) {
      logger.info({ username: admin.username }, 'created admin user');
    }
    const ctx = { config, store, logger };
    if (config.loadExamples && !(await examplesRegistered(ctx))) {
      const loaded = await loadAndRegisterExamples(ctx, { reuse: true });
      logger.info(loaded, 'loaded the example database');
      const assets = await importExampleAssets(ctx);
      logger.info(assets, 'imported the example dashboards and charts');
    }
    return { store, migrations };
  } catch (e) {
    await store.close();
    throw e;
  }
}
