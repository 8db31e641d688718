/**
 * A bundle's dashboard pointed at the objects of this store (Superset's `update_id_refs`):
 * each CHART of the layout gets the id of the chart it names (by `meta.uuid`, or for legacy
 * exports by its old id), and every chart id of `json_metadata` follows through the same map
 * (`timed_refresh_immune_slices`, `expanded_slices`, `filter_scopes`, `default_filters`,
 * `chart_configuration`, `global_chart_configuration`, native filters' scopes); native filter
 * targets name their dataset by id again. What names a chart that is not there goes: CHART
 * components (with the rows they leave empty) and stale ids alike.
 */
import {
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  deleteComponent,
  validateLayout,
} from '@tessera/core';

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The targets of every NATIVE_FILTER of a dashboard's metadata (the objects themselves). */
export function nativeFilterTargets(metadata: JsonObject): JsonObject[] {
  const config = metadata.native_filter_configuration;
  if (!Array.isArray(config)) return [];
  return config.flatMap((filter) =>
    isObject(filter) && Array.isArray(filter.targets) ? filter.targets.filter(isObject) : [],
  );
}

/** The new id of the chart a CHART component's meta names, or undefined when it is not here. */
export type ChartResolver = (meta: JsonObject) => number | undefined;

/** Old chart id -> new, from the layout's CHART components that resolve. */
function chartIdMap(position: JsonObject, resolve: ChartResolver): Map<number, number> {
  const map = new Map<number, number>();
  for (const node of Object.values(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) continue;
    const newId = resolve(node.meta);
    if (newId !== undefined && Number.isInteger(node.meta.chartId))
      map.set(node.meta.chartId as number, newId);
  }
  return map;
}

/** The layout with each CHART's new id; CHARTs of charts not here deleted (if it is sound). */
function relinkPosition(position: JsonObject, resolve: ChartResolver): JsonObject {
  const stale: string[] = [];
  for (const [id, node] of Object.entries(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) continue;
    const newId = resolve(node.meta);
    if (newId === undefined) stale.push(id);
    else node.meta.chartId = newId;
  }
  if (!stale.length) return position;
  const check = validateLayout(position);
  if (check.errors.length) return position;
  const layout = stale.reduce((next, id) => deleteComponent(next, id).layout, check.layout);
  return { ...layout, [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION };
}

/** Ids mapped through `map`, those not in it dropped. */
const mapIds = (ids: unknown, map: Map<number, number>): number[] =>
  Array.isArray(ids)
    ? ids.flatMap((id) => (map.has(Number(id)) ? [map.get(Number(id))!] : []))
    : [];

/** An object keyed by chart id (as text), with the keys mapped and the others dropped. */
function mapKeys<T>(
  value: unknown,
  map: Map<number, number>,
  each: (v: unknown) => T = (v) => v as T,
) {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) =>
      map.has(Number(key)) ? [[String(map.get(Number(key))), each(v)]] : [],
    ),
  );
}

/** A `{scope: {excluded}, chartsInScope}` holder with its chart ids mapped. */
function relinkScope(holder: unknown, map: Map<number, number>): void {
  if (!isObject(holder)) return;
  if (isObject(holder.scope) && Array.isArray(holder.scope.excluded))
    holder.scope.excluded = mapIds(holder.scope.excluded, map);
  if (Array.isArray(holder.chartsInScope)) holder.chartsInScope = mapIds(holder.chartsInScope, map);
}

function relinkChartConfiguration(metadata: JsonObject, map: Map<number, number>): void {
  if (isObject(metadata.chart_configuration))
    metadata.chart_configuration = mapKeys(metadata.chart_configuration, map, (entry) => {
      if (!isObject(entry)) return entry;
      if (Number.isInteger(entry.id)) entry.id = map.get(entry.id as number) ?? entry.id;
      relinkScope(entry.crossFilters, map);
      return entry;
    });
  relinkScope(metadata.global_chart_configuration, map);
}

function relinkLegacyFilters(metadata: JsonObject, map: Map<number, number>): void {
  if ('timed_refresh_immune_slices' in metadata)
    metadata.timed_refresh_immune_slices = mapIds(metadata.timed_refresh_immune_slices, map);
  if ('expanded_slices' in metadata)
    metadata.expanded_slices = mapKeys(metadata.expanded_slices, map);
  if ('filter_scopes' in metadata)
    metadata.filter_scopes = mapKeys(metadata.filter_scopes, map, (columns) => {
      if (isObject(columns))
        for (const scope of Object.values(columns))
          if (isObject(scope) && 'immune' in scope) scope.immune = mapIds(scope.immune, map);
      return columns;
    });
  if (typeof metadata.default_filters === 'string') {
    try {
      metadata.default_filters = JSON.stringify(mapKeys(JSON.parse(metadata.default_filters), map));
    } catch {
      // not JSON: kept as it came, for the metadata check to report
    }
  }
}

function relinkNativeFilters(
  metadata: JsonObject,
  map: Map<number, number>,
  datasetIds: Map<string, number>,
): void {
  for (const target of nativeFilterTargets(metadata)) {
    const id =
      typeof target.datasetUuid === 'string' ? datasetIds.get(target.datasetUuid) : undefined;
    if (id === undefined) continue;
    delete target.datasetUuid;
    target.datasetId = id;
  }
  const config = metadata.native_filter_configuration;
  if (Array.isArray(config)) for (const filter of config) relinkScope(filter, map);
}

/** The bundle's layout and metadata as this store's dashboard holds them. */
export function relinkDashboard(
  position: JsonObject,
  metadata: JsonObject,
  resolve: ChartResolver,
  datasetIds: Map<string, number>,
): { position: JsonObject; metadata: JsonObject } {
  const map = chartIdMap(position, resolve);
  delete metadata.show_native_filters;
  relinkLegacyFilters(metadata, map);
  relinkChartConfiguration(metadata, map);
  relinkNativeFilters(metadata, map, datasetIds);
  return { position: relinkPosition(position, resolve), metadata };
}
