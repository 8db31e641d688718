/**
 * Import and export of Superset's bundles (superset-api.md §6): `/<resource>/export/` and
 * `/assets/export/` (bundleExport.ts), `/<resource>/import/` and `/assets/import/`
 * (bundleImport.ts; a dashboard import also takes the pre-1.0 JSON export, legacyImport.ts).
 */
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import { examplesFile } from '../examples.js';
import type { PrincipalService } from '../principals.js';
import { isZip } from './archive.js';
import { BundleRefusedError } from './bundleErrors.js';
import { bundleContents } from './bundleContents.js';
import type { ImportOptions } from './bundleConfigs.js';
import { exportAssets, exportObjects, zipBundle, type BundleResource } from './bundleExport.js';
import { importBundle } from './bundleImport.js';
import { ExportContext } from './exportContext.js';
import { IMPORT_COMMANDS } from './importCommands.js';
import type { ImportDeps } from './importRun.js';
import { importLegacyExport, isLegacyExport } from './legacyImport.js';
import { utf8Text } from './yamlText.js';

export type { BundleResource } from './bundleExport.js';
export { BUNDLE_RESOURCES } from './bundleExport.js';
export type { ImportOptions } from './bundleConfigs.js';

export interface ExportedBundle {
  filename: string;
  zip: Buffer;
}

/** A legacy (pre-1.0) dashboard export, if the upload is one. */
function legacyExport(upload: Buffer): Record<string, unknown> | null {
  const text = utf8Text(upload);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isLegacyExport(value) ? value : null;
  } catch {
    return null;
  }
}

export class BundleService {
  private readonly deps: ImportDeps;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly principals: PrincipalService,
    private readonly connections: DatabaseConnections,
  ) {
    this.deps = { ctx, connections, examplesFile: examplesFile(ctx.config.home) };
  }

  private context(p: Principal): ExportContext {
    return new ExportContext(this.ctx.store.db, p, this.connections);
  }

  /** The objects (all seen by the user, else 404) with what they need, as a ZIP. */
  async export(p: Principal, resource: BundleResource, ids: number[]): Promise<ExportedBundle> {
    const ctx = this.context(p);
    const now = new Date();
    await exportObjects(ctx, this.ctx, resource, ids, now);
    return await zipBundle(ctx, resource, now);
  }

  /** Everything the user sees, as a ZIP. */
  async exportAssets(p: Principal): Promise<ExportedBundle> {
    const ctx = this.context(p);
    const now = new Date();
    await exportAssets(ctx, this.ctx, now);
    return await zipBundle(ctx, 'assets', now);
  }

  /** Imports an uploaded bundle for a resource's import (or the assets one). */
  async import(
    p: Principal,
    resource: BundleResource | 'assets',
    upload: Buffer,
    options: ImportOptions,
  ): Promise<void> {
    if (resource === 'dashboard' && !(await isZip(upload))) {
      const legacy = legacyExport(upload);
      if (!legacy) throw new BundleRefusedError('Not a ZIP file');
      await importLegacyExport(this.deps, p, legacy);
    } else {
      const contents = await bundleContents(upload);
      if (!contents.size) throw new BundleRefusedError('No valid import files were found');
      const command = IMPORT_COMMANDS[resource];
      const changed = await importBundle(this.deps, p, command, contents, options);
      for (const id of changed) await this.connections.invalidate(id);
    }
    this.principals.invalidate();
  }

  /** Imports a bundle's config files given by path (root folder dropped): the shipped examples. */
  async importFiles(
    p: Principal,
    resource: BundleResource | 'assets',
    contents: Map<string, Uint8Array>,
    options: ImportOptions,
  ): Promise<void> {
    const changed = await importBundle(this.deps, p, IMPORT_COMMANDS[resource], contents, options);
    for (const id of changed) await this.connections.invalidate(id);
    this.principals.invalidate();
  }
}
