import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { MetaStore } from './store.js';
import { MIGRATIONS } from './migrations/index.js';

/** Applies the numbered migrations not yet applied, in order, each in its own transaction. */
export async function upgradeMetaStore(store: MetaStore): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (db: Kysely<unknown>) => m.up(db, store.dialect) };
      }
      return out;
    },
  };
  const migrator = new Migrator({
    db: store.db,
    provider,
    migrationTableName: 'tessera_migration',
    migrationLockTableName: 'tessera_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Metadata store migration ${failed ?? ''} failed: ${(error as Error).message}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
