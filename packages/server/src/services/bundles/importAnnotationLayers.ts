/**
 * A bundle's annotation layer (Superset's `import_annotation_layer`): matched by uuid. One that
 * exists is kept as it is, or with `overwrite` (and `can_write` on Annotation) replaced, its
 * annotations made the file's (matched by uuid: changed, added, the others deleted); a new
 * one is created only with `can_write` on Annotation. As the annotation API keeps them, layer
 * names are unique, and within a layer short descriptions are unique and no annotation ends
 * before it starts. Annotations keep their uuids unless another layer's annotation holds one.
 */
import { randomUUID } from 'node:crypto';
import {
  annotationMetadataText,
  parseAnnotationDateTime,
  type AnnotationBundle,
  type AnnotationLayerBundleFile,
  type BundleFileErrors,
} from '@tessera/core';
import * as repo from '../../meta/annotations.js';
import {
  END_BEFORE_START,
  NAME_NOT_UNIQUE,
  SHORT_DESCR_NOT_UNIQUE,
} from '../annotations/errors.js';
import type { BundleConfig } from './bundleConfigs.js';
import type { ImportRun } from './importRun.js';

/** A date-time the schema has checked, in the stored form. */
const stored = (text: string) => parseAnnotationDateTime(text) as string;

function fieldsOf(a: AnnotationBundle): repo.AnnotationFields {
  return {
    short_descr: a.short_descr,
    long_descr: a.long_descr ?? null,
    start_dttm: stored(a.start_dttm),
    end_dttm: a.end_dttm ? stored(a.end_dttm) : null,
    json_metadata: annotationMetadataText(a.json_metadata),
  };
}

/** What the API would refuse in the file's annotations, by position (`{annotation: {1: …}}`). */
function annotationProblems(annotations: repo.AnnotationFields[]): BundleFileErrors {
  const problems: BundleFileErrors = {};
  const seen = new Set<string>();
  annotations.forEach((a, i) => {
    const own: Record<string, string[]> = {};
    if (seen.has(a.short_descr)) own.short_descr = [SHORT_DESCR_NOT_UNIQUE];
    seen.add(a.short_descr);
    if (a.end_dttm !== null && a.end_dttm < a.start_dttm) own.start_dttm = [END_BEFORE_START];
    if (Object.keys(own).length) problems[String(i)] = own;
  });
  return Object.keys(problems).length ? { annotation: problems } : {};
}

/** Makes the layer's annotations the file's, matching stored ones by uuid. */
async function syncAnnotations(
  run: ImportRun,
  layerId: number,
  given: AnnotationBundle[],
  fields: repo.AnnotationFields[],
): Promise<void> {
  const storedRows = new Map(
    (await repo.annotationsOfLayer(run.trx, layerId)).map((row) => [row.uuid, row]),
  );
  const wanted = given.map((a) => a.uuid?.toLowerCase());
  const elsewhere = await repo.annotationUuidsElsewhere(
    run.trx,
    wanted.filter((u): u is string => !!u),
    layerId,
  );
  const used = new Set<string>();
  for (const [i, uuid] of wanted.entries()) {
    const own = uuid && !elsewhere.has(uuid) && !used.has(uuid) ? uuid : randomUUID();
    used.add(own);
    const row = storedRows.get(own);
    if (row) await repo.updateAnnotation(run.trx, row.id, fields[i], run.userId);
    else await repo.insertAnnotation(run.trx, layerId, fields[i], run.userId, own);
  }
  const gone = [...storedRows.values()].filter((row) => !used.has(row.uuid)).map((r) => r.id);
  await repo.deleteAnnotations(run.trx, layerId, gone);
}

/** Imports one annotation layer file; answers its id here (or undefined, its problem said). */
export async function importAnnotationLayer(
  run: ImportRun,
  file: BundleConfig,
  overwrite: boolean,
): Promise<number | undefined> {
  const config = file.config as AnnotationLayerBundleFile;
  const existing = await repo.findAnnotationLayerByUuid(run.trx, file.uuid);
  const disposition = run.disposition(file, !!existing, overwrite, 'Annotation', [
    'Annotation layer',
    'annotation layers',
  ]);
  if (disposition === undefined) return undefined;
  if (disposition === 'reuse') {
    run.layerIds.set(file.uuid, existing!.id);
    return existing!.id;
  }
  const given = config.annotation ?? [];
  const fields = given.map(fieldsOf);
  const problems = annotationProblems(fields);
  if (await repo.annotationLayerNameTaken(run.trx, config.name, existing?.id))
    problems.name = [NAME_NOT_UNIQUE];
  if (Object.keys(problems).length) return run.fail(file, problems);

  const layer = { name: config.name, descr: config.descr ?? null };
  let id: number;
  if (existing) {
    id = existing.id;
    await repo.updateAnnotationLayer(run.trx, id, layer, run.userId);
  } else id = await repo.insertAnnotationLayer(run.trx, { ...layer, uuid: file.uuid }, run.userId);
  await syncAnnotations(run, id, given, fields);
  run.layerIds.set(file.uuid, id);
  return id;
}
