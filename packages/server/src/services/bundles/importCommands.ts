/**
 * What each import reads and overwrites, as Superset's import commands: the folders whose
 * files it loads, the model it is named after in its errors ("Error importing dashboard",
 * "Dashboard already exists and `overwrite=true` was not passed"), the type `metadata.yaml`
 * must declare, and the kinds imported with the `overwrite` flag (the others are
 * dependencies: created when missing, reused otherwise). Annotation layers take the flag in
 * a chart import (as Superset's) and the assets import but are never refused for existing.
 * The assets import takes everything and overwrites unless told not to.
 */
import type { z } from 'zod';
import {
  AnnotationLayerBundleFile,
  ChartBundleFile,
  DashboardBundleFile,
  DatabaseBundleFile,
  DatasetBundleFile,
  SavedQueryBundleFile,
} from '@tessera/core';
import type { BundleKind } from '../../meta/bundles.js';
import type { BundleResource } from './bundleExport.js';

export const FILE_SCHEMAS: Record<BundleKind, z.ZodType> = {
  databases: DatabaseBundleFile,
  datasets: DatasetBundleFile,
  charts: ChartBundleFile,
  dashboards: DashboardBundleFile,
  queries: SavedQueryBundleFile,
  annotation_layers: AnnotationLayerBundleFile,
};

/** The order kinds are imported in: each after what it names. */
export const IMPORT_ORDER: BundleKind[] = [
  'databases',
  'queries',
  'datasets',
  'annotation_layers',
  'charts',
  'dashboards',
];

export interface ImportCommand {
  /** Superset's `model_name`: "Error importing <model>". */
  model: string;
  /** What `metadata.yaml` must say its type is. */
  metadataType: string;
  /** The folders read. */
  kinds: BundleKind[];
  /** The kinds imported with the overwrite flag (and refused without it when they exist). */
  top: BundleKind[];
  /** Kinds besides `top` imported with the overwrite flag, yet kept when they exist without it. */
  alsoOverwritten: BundleKind[];
  /** The name of each top kind in "<Name> already exists and `overwrite=true` was not passed". */
  existsName(kind: BundleKind): string;
}

const named = (name: string) => (): string => name;

export const IMPORT_COMMANDS: Record<BundleResource | 'assets', ImportCommand> = {
  dashboard: {
    model: 'dashboard',
    metadataType: 'Dashboard',
    kinds: ['databases', 'datasets', 'annotation_layers', 'charts', 'dashboards'],
    top: ['dashboards'],
    alsoOverwritten: [],
    existsName: named('Dashboard'),
  },
  chart: {
    model: 'chart',
    metadataType: 'Slice',
    kinds: ['databases', 'datasets', 'annotation_layers', 'charts'],
    top: ['charts'],
    alsoOverwritten: ['annotation_layers'],
    existsName: named('Chart'),
  },
  dataset: {
    model: 'dataset',
    metadataType: 'SqlaTable',
    kinds: ['databases', 'datasets'],
    top: ['datasets'],
    alsoOverwritten: [],
    existsName: named('Dataset'),
  },
  database: {
    model: 'database',
    metadataType: 'Database',
    kinds: ['databases', 'datasets'],
    top: ['databases'],
    alsoOverwritten: [],
    existsName: named('Database'),
  },
  saved_query: {
    model: 'saved_queries',
    metadataType: 'SavedQuery',
    kinds: ['databases', 'queries'],
    top: ['queries'],
    alsoOverwritten: [],
    existsName: named('Saved_Queries'),
  },
  assets: {
    model: 'assets',
    metadataType: 'assets',
    kinds: IMPORT_ORDER,
    top: IMPORT_ORDER.filter((kind) => kind !== 'annotation_layers'),
    alsoOverwritten: ['annotation_layers'],
    existsName: (kind) =>
      ({
        databases: 'Database',
        datasets: 'SqlaTable',
        charts: 'Slice',
        dashboards: 'Dashboard',
        queries: 'SavedQuery',
        annotation_layers: 'AnnotationLayer',
      })[kind],
  },
};

/** Whether an import gives the kind's files the overwrite flag. */
export const overwritesKind = (command: ImportCommand, kind: BundleKind): boolean =>
  command.top.includes(kind) || command.alsoOverwritten.includes(kind);

/** The kind of a bundle file by its folder, when the command reads that folder. */
export function kindOf(command: ImportCommand, path: string): BundleKind | null {
  const folder = path.split('/', 1)[0] as BundleKind;
  return command.kinds.includes(folder) ? folder : null;
}
