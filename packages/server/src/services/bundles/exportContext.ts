/**
 * What one export gathers: the bundle's files by path (the first writer of a path wins, as
 * Superset's `seen` set), who exports (only what they read goes in), the lookups the
 * exporters share, asked once each, and the charts whose related files went in already (a
 * chain of annotation sources that comes back to a chart ends there).
 */
import { BUNDLE_VERSION } from '@tessera/core';
import { findAnnotationLayer, type AnnotationLayerRow } from '../../meta/annotations.js';
import { findDatabasesByIds } from '../../meta/bundles.js';
import { findChart, type ChartRow } from '../../meta/charts.js';
import type { DatabaseRow } from '../../meta/databases.js';
import { findDatasetsByIds, type DatasetWithDatabase } from '../../meta/datasets.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import type { Decrypter } from '../databases/secrets.js';
import { dumpYaml } from './yamlText.js';

type Db = ServiceContext['store']['db'];

export class ExportContext {
  private readonly files = new Map<string, string>();
  private readonly databases = new Map<number, DatabaseRow | null>();
  private readonly datasets = new Map<number, DatasetWithDatabase | null>();
  private readonly charts = new Map<number, ChartRow | null>();
  private readonly layers = new Map<number, AnnotationLayerRow | null>();
  private readonly related = new Set<number>();

  constructor(
    readonly db: Db,
    readonly principal: Principal,
    readonly secrets: Decrypter,
  ) {}

  /** Whether a file is in the bundle already. */
  has(path: string): boolean {
    return this.files.has(path);
  }

  /** Adds a file (with the bundle's `version`) unless one of the path is there. */
  add(path: string, payload: Record<string, unknown>): void {
    if (!this.files.has(path))
      this.files.set(path, dumpYaml({ ...payload, version: BUNDLE_VERSION }));
  }

  /** Adds a file whose text is written already (`metadata.yaml`). */
  addText(path: string, text: string): void {
    if (!this.files.has(path)) this.files.set(path, text);
  }

  /** The files in the order they were added. */
  entries(): [string, string][] {
    return [...this.files.entries()];
  }

  async database(id: number): Promise<DatabaseRow | null> {
    if (!this.databases.has(id)) {
      const [row] = await findDatabasesByIds(this.db, [id]);
      this.databases.set(id, row ?? null);
    }
    return this.databases.get(id)!;
  }

  async chart(id: number): Promise<ChartRow | null> {
    if (!this.charts.has(id)) this.charts.set(id, (await findChart(this.db, id)) ?? null);
    return this.charts.get(id)!;
  }

  async annotationLayer(id: number): Promise<AnnotationLayerRow | null> {
    if (!this.layers.has(id)) this.layers.set(id, (await findAnnotationLayer(this.db, id)) ?? null);
    return this.layers.get(id)!;
  }

  /** Whether the chart's related files are still to add (true once per chart). */
  firstRelated(chartId: number): boolean {
    if (this.related.has(chartId)) return false;
    this.related.add(chartId);
    return true;
  }

  /** Datasets by id (those that exist), each asked once. */
  async datasetsOf(ids: number[]): Promise<DatasetWithDatabase[]> {
    const missing = [...new Set(ids)].filter((id) => !this.datasets.has(id));
    for (const id of missing) this.datasets.set(id, null);
    for (const row of await findDatasetsByIds(this.db, missing)) this.datasets.set(row.id, row);
    return ids.map((id) => this.datasets.get(id)).filter((d): d is DatasetWithDatabase => !!d);
  }
}

/** A stored JSON text as the object a bundle carries; the text itself when not JSON. */
export function jsonField(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A stored 0/1 flag as a boolean. */
export const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);
