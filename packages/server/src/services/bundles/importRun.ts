/**
 * One import in its transaction: who imports, what the bundle's uuids became here (keyed on
 * the bundle's own uuids, which is what its other files name), the problems found file by
 * file, and the rules every kind shares: which objects are overwritten, reused or created.
 */
import { findAnnotationLayerByUuid } from '../../meta/annotations.js';
import { findDatabaseByUuid } from '../../meta/databases.js';
import { findDatasetByUuid, type MetaTransaction } from '../../meta/datasets.js';
import { findChart } from '../../meta/charts.js';
import { nowIso } from '../../meta/store.js';
import { can, isAdminPrincipal, type Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { DatabaseConnections } from '../databases/connections.js';
import { FileProblems, type FileProblem } from './bundleErrors.js';
import type { BundleConfig } from './bundleConfigs.js';

/** A bundle's object or list as stored JSON text (null stays null). */
export const storedJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** A bundle's yes/no as a stored 0/1, `otherwise` when the file leaves it out. */
export const storedFlag = (value: boolean | null | undefined, otherwise: number): number =>
  value === undefined || value === null ? otherwise : value ? 1 : 0;

export interface ImportDeps {
  ctx: ServiceContext;
  connections: DatabaseConnections;
  /** The examples' DuckDB file: the connection to it is the product's and stays as it is. */
  examplesFile: string;
}

/** What becomes of a bundle's object that may exist already. */
export type Disposition = 'create' | 'overwrite' | 'reuse';

export class ImportRun {
  readonly problems = new FileProblems();
  readonly databaseIds = new Map<string, number>();
  readonly datasetIds = new Map<string, number>();
  readonly chartIds = new Map<string, number>();
  readonly layerIds = new Map<string, number>();
  /** Charts written with annotations: those name layers and charts by uuid until relinked. */
  readonly writtenCharts: number[] = [];
  /** Connections changed: their engines are dropped once the import is committed. */
  readonly changedDatabases: number[] = [];
  /** Bundle uuids whose file failed: what names them is skipped, its problem is said. */
  private readonly failed = new Set<string>();
  readonly now = nowIso();

  constructor(
    readonly trx: MetaTransaction,
    readonly principal: Principal,
    readonly deps: ImportDeps,
  ) {}

  get userId(): number {
    return this.principal.id;
  }

  get isAdmin(): boolean {
    return isAdminPrincipal(this.principal);
  }

  canWrite(view: string): boolean {
    return can(this.principal, 'can_write', view);
  }

  /** Records a file's problem; answers undefined for the caller to return. */
  fail(config: BundleConfig, problem: FileProblem): undefined {
    this.problems.add(config.path, problem);
    this.failed.add(config.uuid);
    return undefined;
  }

  /** Skips a file whose dependency failed: its own problem is that one's, said already. */
  skip(config: BundleConfig): undefined {
    this.failed.add(config.uuid);
    return undefined;
  }

  /** Records a problem on one field of a file. */
  failField(config: BundleConfig, field: string, message: string): undefined {
    this.problems.addField(config.path, field, message);
    this.failed.add(config.uuid);
    return undefined;
  }

  /**
   * Superset's rule: an object that exists is overwritten with `overwrite` and `can_write`
   * (the caller checks ownership), else reused; a missing one is created with `can_write`,
   * else refused with "<Model> doesn't exist and user doesn't have permission to create <models>".
   */
  disposition(
    config: BundleConfig,
    exists: boolean,
    overwrite: boolean,
    view: string,
    nouns: [string, string],
  ): Disposition | undefined {
    const canWrite = this.canWrite(view);
    if (exists) return overwrite && canWrite ? 'overwrite' : 'reuse';
    if (canWrite) return 'create';
    return this.fail(
      config,
      `${nouns[0]} doesn't exist and user doesn't have permission to create ${nouns[1]}`,
    );
  }

  /** The id a bundle's (or else the store's) object of this uuid has; undefined when none. */
  private async resolve(
    ids: Map<string, number>,
    uuid: string,
    find: (uuid: string) => Promise<{ id: number } | undefined>,
  ): Promise<number | undefined> {
    const key = uuid.toLowerCase();
    if (ids.has(key)) return ids.get(key);
    if (this.failed.has(key)) return undefined;
    return (await find(key))?.id;
  }

  /** Whether the bundle's file of this uuid failed (what names it fails quietly). */
  failedUuid(uuid: string): boolean {
    return this.failed.has(uuid.toLowerCase());
  }

  databaseId(uuid: string) {
    return this.resolve(this.databaseIds, uuid, (u) => findDatabaseByUuid(this.trx, u));
  }

  datasetId(uuid: string) {
    return this.resolve(this.datasetIds, uuid, (u) => findDatasetByUuid(this.trx, u));
  }

  chartId(uuid: string) {
    return this.resolve(this.chartIds, uuid, (u) => findChart(this.trx, u));
  }

  layerId(uuid: string) {
    return this.resolve(this.layerIds, uuid, (u) => findAnnotationLayerByUuid(this.trx, u));
  }
}
