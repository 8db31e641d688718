/**
 * Superset's example dashboards, charts and datasets: the shipped bundle
 * (examples/exampleBundle.ts) imported as assets onto the examples database, as an admin and
 * with overwrite, so that importing again updates the objects (found by uuid) instead of
 * adding them twice. Run after the example database is loaded (services/examples.ts).
 */
import { exampleBundleFiles } from '../examples/exampleBundle.js';
import { firstActiveAdminId } from '../meta/users.js';
import { SecretBox } from '../security/encryption.js';
import type { ServiceContext } from './context.js';
import { BundleService } from './bundles/bundleService.js';
import { DatabaseConnections } from './databases/connections.js';
import { EXAMPLES_DATABASE_UUID, examplesFile } from './examples.js';
import { PrincipalService } from './principals.js';

/** The schema of the example tables (services/examples.ts). */
const EXAMPLES_SCHEMA = 'main';

export interface ExampleAssetsImported {
  dashboards: number;
  charts: number;
  datasets: number;
  ms: number;
}

/**
 * The bundle's datasets on the `main` schema the example tables are loaded into (Superset's
 * files leave the schema to the database's default), so that each lands on the dataset the
 * example database registered for its table rather than beside it.
 */
function onMainSchema(files: Map<string, Uint8Array>): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [path, bytes] of files) {
    const text = Buffer.from(bytes).toString('utf8');
    out.set(
      path,
      path.startsWith('datasets/') && text.includes(EXAMPLES_DATABASE_UUID)
        ? Buffer.from(text.replace(/^schema: null$/m, `schema: ${EXAMPLES_SCHEMA}`))
        : bytes,
    );
  }
  return out;
}

/** Imports the example bundle; answers how many objects of each kind it holds. */
export async function importExampleAssets(ctx: ServiceContext): Promise<ExampleAssetsImported> {
  const started = performance.now();
  const adminId = await firstActiveAdminId(ctx.store.db);
  if (adminId === undefined)
    throw new Error('The example dashboards need an admin user: run `tessera create-admin` first.');
  const principals = new PrincipalService(ctx);
  const principal = await principals.load(adminId);
  if (!principal) throw new Error(`The admin user ${adminId} was not found.`);
  const connections = new DatabaseConnections(
    new SecretBox(ctx.config.secretKey),
    1,
    examplesFile(ctx.config.home),
  );
  const files = onMainSchema(exampleBundleFiles());
  try {
    await new BundleService(ctx, principals, connections).importFiles(principal, 'assets', files, {
      overwrite: true,
      passwords: {},
    });
  } finally {
    await connections.closeAll();
  }
  // Objects, not files: two files of one uuid are one object (the later one wins).
  const count = (kind: string) =>
    new Set(
      [...files]
        .filter(([path]) => path.startsWith(`${kind}/`))
        .map(([, bytes]) => /^uuid: *(\S+)/m.exec(Buffer.from(bytes).toString('utf8'))?.[1]),
    ).size;
  return {
    dashboards: count('dashboards'),
    charts: count('charts'),
    datasets: count('datasets'),
    ms: Math.round(performance.now() - started),
  };
}
