/**
 * Which of a bundle's files an import writes, as Superset's commands pick them: all of the
 * command's own kind, and of the rest only what those name, kind by kind downwards (a
 * dashboard's layout charts and filter datasets; a chart's dataset, and the annotation layers
 * and source charts of its annotations, which name theirs in turn; a dataset's or a saved
 * query's database). A database import takes the datasets on its databases as well; the
 * assets import takes everything.
 */
import type { BundleKind } from '../../meta/bundles.js';
import type { BundleConfig } from './bundleConfigs.js';
import { annotationLists, namedUuids, parsedJson } from './annotationRefs.js';
import type { ImportCommand } from './importCommands.js';
import { isObject, nativeFilterTargets } from './relinkDashboard.js';

const lower = (v: unknown) => (typeof v === 'string' ? [v.toLowerCase()] : []);

/** The uuids a file names of the kind below it. */
function named(config: BundleConfig): string[] {
  const c = config.config;
  switch (config.kind) {
    case 'dashboards': {
      const position = isObject(c.position) ? Object.values(c.position) : [];
      const charts = position.flatMap((node) =>
        isObject(node) && node.type === 'CHART' && isObject(node.meta) ? lower(node.meta.uuid) : [],
      );
      const metadata = isObject(c.metadata) ? c.metadata : {};
      return [...charts, ...nativeFilterTargets(metadata).flatMap((t) => lower(t.datasetUuid))];
    }
    case 'charts': {
      const lists = annotationLists(c.params, parsedJson(c.query_context as string | null));
      return [...lower(c.dataset_uuid), ...namedUuids(lists).map((n) => n.uuid)];
    }
    case 'datasets':
    case 'queries':
      return lower(c.database_uuid);
    default:
      return [];
  }
}

const DOWNWARDS: BundleKind[] = ['dashboards', 'charts', 'queries', 'datasets', 'databases'];

export function selectConfigs(command: ImportCommand, configs: BundleConfig[]): BundleConfig[] {
  if (command.top.length > 1) return configs;
  const wanted = new Set<string>();
  const keep = (c: BundleConfig) => command.top.includes(c.kind) || wanted.has(c.uuid);
  for (const kind of DOWNWARDS) {
    // a kind may name its own (a chart its source charts): until nothing more is named
    for (let before = -1; before !== wanted.size;) {
      before = wanted.size;
      for (const c of configs)
        if (c.kind === kind && keep(c)) named(c).forEach((u) => wanted.add(u));
    }
  }
  if (command.top.includes('databases')) {
    const databases = new Set(configs.filter((c) => c.kind === 'databases').map((c) => c.uuid));
    for (const c of configs)
      if (c.kind === 'datasets' && databases.has(lower(c.config.database_uuid)[0]))
        wanted.add(c.uuid);
  }
  return configs.filter(keep);
}
