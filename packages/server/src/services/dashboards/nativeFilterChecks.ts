/**
 * The server's half of the native filter check (core's validateNativeFilters.ts is the shape):
 * every dataset a filter targets, by id or (in bundles) uuid, must exist. Both saves of a
 * dashboard's filters call it before anything is written: the dashboard's PUT (and POST) with
 * its `json_metadata`, and `PUT /<pk>/filters` with the configuration it makes.
 */
import { nativeFilterConfigLabel, nativeFilterConfigurationErrors } from '@tessera/core';
import { ValidationError } from '../../errors.js';
import { findDatasetByUuid, findDatasetsByIds } from '../../meta/datasets.js';

type Db = Parameters<typeof findDatasetsByIds>[0];

interface DatasetRef {
  label: string;
  path: string;
  id?: number;
  uuid?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The dataset of each target of each NATIVE_FILTER, named for messages. */
function datasetRefs(config: unknown[]): DatasetRef[] {
  const refs: DatasetRef[] = [];
  config.forEach((item, index) => {
    if (!isObject(item) || item.type !== 'NATIVE_FILTER' || !Array.isArray(item.targets)) return;
    const label = nativeFilterConfigLabel(item, index);
    item.targets.forEach((target, i) => {
      if (!isObject(target)) return;
      if (Number.isInteger(target.datasetId))
        refs.push({ label, path: `targets[${i}].datasetId`, id: target.datasetId as number });
      else if (typeof target.datasetUuid === 'string')
        refs.push({ label, path: `targets[${i}].datasetUuid`, uuid: target.datasetUuid });
    });
  });
  return refs;
}

/** What is wrong with the datasets of a configuration (sound in shape): one message per target. */
export async function nativeFilterDatasetErrors(db: Db, config: unknown): Promise<string[]> {
  if (!Array.isArray(config)) return [];
  const refs = datasetRefs(config);
  if (!refs.length) return [];
  const ids = [...new Set(refs.flatMap((r) => (r.id === undefined ? [] : [r.id])))];
  const known = new Set((await findDatasetsByIds(db, ids)).map((d) => d.id));
  const uuids = new Set<string>();
  for (const uuid of new Set(refs.flatMap((r) => (r.uuid === undefined ? [] : [r.uuid]))))
    if (await findDatasetByUuid(db, uuid)) uuids.add(uuid);
  return refs
    .filter((r) => (r.id !== undefined ? !known.has(r.id) : !uuids.has(r.uuid!)))
    .map((r) => `${r.label}: ${r.path} ${JSON.stringify(r.id ?? r.uuid)} is not a dataset`);
}

/** Adds to `errors.json_metadata` what is wrong with the datasets of the metadata's filters. */
export async function checkNativeFilterDatasets(
  db: Db,
  metadata: unknown,
  errors: Record<string, string[]>,
): Promise<void> {
  if (!isObject(metadata)) return;
  const problems = await nativeFilterDatasetErrors(db, metadata.native_filter_configuration);
  if (problems.length) (errors.json_metadata ??= []).push(...problems);
}

/** A whole configuration (`PUT /<pk>/filters`): its shape and datasets, or 400 naming them. */
export async function assertNativeFilterConfiguration(db: Db, config: unknown[]): Promise<void> {
  const shape = nativeFilterConfigurationErrors(config);
  const problems = shape.length ? shape : await nativeFilterDatasetErrors(db, config);
  if (problems.length) throw new ValidationError({ json_metadata: problems }, 400);
}
