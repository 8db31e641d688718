/**
 * A v1 bundle imported (Superset's ImportModelsCommand and ImportAssetsCommand): its configs
 * checked first (bundleConfigs.ts), then the files the command writes imported kind by kind
 * in one transaction, each dependency before what names it, and the charts' annotations
 * pointed at what they name last (relinkAnnotations.ts). A problem in any file rolls the
 * whole import back and is answered with every file's problems: nothing is written.
 */
import type { BundleKind } from '../../meta/bundles.js';
import type { Principal } from '../../security/principal.js';
import { loadConfigs, type BundleConfig, type ImportOptions } from './bundleConfigs.js';
import { overwritesKind, type ImportCommand } from './importCommands.js';
import { importAnnotationLayer } from './importAnnotationLayers.js';
import { importChart } from './importCharts.js';
import { importDashboard } from './importDashboards.js';
import { importDatabase } from './importDatabases.js';
import { importDataset } from './importDatasets.js';
import { ImportRun, type ImportDeps } from './importRun.js';
import { importSavedQuery } from './importSavedQueries.js';
import { selectConfigs } from './importSelection.js';
import { relinkAnnotations } from './relinkAnnotations.js';

type Importer = (run: ImportRun, file: BundleConfig, overwrite: boolean) => Promise<unknown>;

const IMPORTERS: Record<BundleKind, Importer> = {
  databases: importDatabase,
  queries: importSavedQuery,
  datasets: importDataset,
  charts: importChart,
  dashboards: importDashboard,
  annotation_layers: importAnnotationLayer,
};

/** Whether the import overwrites: as asked, else only the assets import does. */
export function overwriteOf(command: ImportCommand, options: ImportOptions): boolean {
  return options.overwrite ?? command.model === 'assets';
}

/** Imports the bundle's files; answers the connections it changed (their engines go stale). */
export async function importBundle(
  deps: ImportDeps,
  principal: Principal,
  command: ImportCommand,
  contents: Map<string, Uint8Array>,
  options: ImportOptions,
): Promise<number[]> {
  const overwrite = overwriteOf(command, options);
  const db = deps.ctx.store.db;
  const configs = selectConfigs(
    command,
    await loadConfigs(db, contents, command, options, overwrite),
  );
  return db.transaction().execute(async (trx) => {
    const run = new ImportRun(trx, principal, deps);
    for (const file of configs)
      await IMPORTERS[file.kind](run, file, overwrite && overwritesKind(command, file.kind));
    await relinkAnnotations(run);
    run.problems.throwIfAny(command.model);
    return run.changedDatabases;
  });
}
