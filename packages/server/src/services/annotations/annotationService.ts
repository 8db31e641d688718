/**
 * Annotations of a layer: Superset's AnnotationRestApi commands. A short description is
 * unique within its layer and an annotation ends no earlier than it starts.
 */
import {
  parseAnnotationDateTime,
  type AnnotationCreate,
  type AnnotationListItem,
  type AnnotationShow,
  type AnnotationUpdate,
  type ListQuery,
  type NativeAnnotationData,
} from '@tessera/core';
import * as repo from '../../meta/annotations.js';
import { BadRequestError, NotFoundError, ValidationError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { listAnswer, listOrBadRequest, type ListAnswer } from '../listPages.js';
import { END_BEFORE_START, LAYER_NOT_FOUND, SHORT_DESCR_NOT_UNIQUE } from './errors.js';
import { nativeAnnotationData, type AnnotationWindow } from './nativeAnnotationData.js';
import { presentAnnotation, presentAnnotationListItem } from './presenters.js';

/** The payload as accepted: times in the stored form, and the layer it went to. */
export type AcceptedAnnotation = AnnotationUpdate & { layer: number };

/** A validated date-time in the stored form (the schemas have checked it parses). */
const dttm = (v: string) => parseAnnotationDateTime(v) as string;

function accepted(layerId: number, body: AnnotationUpdate): AcceptedAnnotation {
  const out: AcceptedAnnotation = { layer: layerId };
  if (body.short_descr !== undefined) out.short_descr = body.short_descr;
  if (body.long_descr !== undefined) out.long_descr = body.long_descr;
  if (body.start_dttm !== undefined) out.start_dttm = dttm(body.start_dttm);
  if (body.end_dttm !== undefined) out.end_dttm = dttm(body.end_dttm);
  if (body.json_metadata !== undefined) out.json_metadata = body.json_metadata;
  return out;
}

export class AnnotationService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** A layer's annotations (none for a layer that does not exist, as in Superset). */
  async list(layerId: number, q: ListQuery): Promise<ListAnswer<AnnotationListItem>> {
    const page = await listOrBadRequest(() => repo.listAnnotations(this.db, layerId, q));
    const now = new Date();
    return listAnswer(page, (r) => presentAnnotationListItem(r, now), q.columns);
  }

  async get(layerId: number, id: number): Promise<AnnotationShow> {
    const row = await repo.findAnnotation(this.db, layerId, id);
    if (!row) throw new NotFoundError();
    return presentAnnotation(row);
  }

  /** Superset's checks, all reported together per field (422). */
  private async check(
    layerId: number,
    values: { short_descr?: string; start_dttm: string | null; end_dttm: string | null },
    selfId?: number,
  ): Promise<void> {
    const fields: Record<string, string[]> = {};
    if (
      values.short_descr !== undefined &&
      (await repo.shortDescrTaken(this.db, layerId, values.short_descr, selfId))
    )
      fields.short_descr = [SHORT_DESCR_NOT_UNIQUE];
    if (
      values.start_dttm !== null &&
      values.end_dttm !== null &&
      values.end_dttm < values.start_dttm
    )
      fields.start_dttm = [END_BEFORE_START];
    if (Object.keys(fields).length) throw new ValidationError(fields);
  }

  /** 400 "Annotation layer not found." for an unknown layer, as Superset answers. */
  async create(
    layerId: number,
    body: AnnotationCreate,
    actorId: number | null,
  ): Promise<{ id: number; result: AcceptedAnnotation }> {
    if (!(await repo.findAnnotationLayer(this.db, layerId)))
      throw new BadRequestError(LAYER_NOT_FOUND);
    const result = accepted(layerId, body);
    const fields: repo.AnnotationFields = {
      short_descr: body.short_descr,
      long_descr: body.long_descr ?? null,
      start_dttm: result.start_dttm!,
      end_dttm: result.end_dttm ?? null,
      json_metadata: body.json_metadata ?? null,
    };
    await this.check(layerId, fields);
    const id = await repo.insertAnnotation(this.db, layerId, fields, actorId);
    return { id, result };
  }

  /** 404 unless the annotation belongs to the layer; dates are checked against what is kept. */
  async update(
    layerId: number,
    id: number,
    body: AnnotationUpdate,
    actorId: number | null,
  ): Promise<{ id: number; result: AcceptedAnnotation }> {
    const row = await repo.findAnnotation(this.db, layerId, id);
    if (!row) throw new NotFoundError();
    const result = accepted(layerId, body);
    const { layer: _layer, ...changes } = result;
    await this.check(
      layerId,
      {
        short_descr: changes.short_descr,
        start_dttm: changes.start_dttm ?? row.start_dttm,
        end_dttm: changes.end_dttm !== undefined ? changes.end_dttm : row.end_dttm,
      },
      id,
    );
    await repo.updateAnnotation(this.db, id, changes, actorId);
    return { id, result };
  }

  /** Deletes annotations of the layer: 404 unless every one is there. Returns how many. */
  async delete(layerId: number, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.annotationIdsInLayer(trx, layerId, unique);
      if (!unique.length || found.length !== unique.length) throw new NotFoundError();
      await repo.deleteAnnotations(trx, layerId, unique);
    });
    return unique.length;
  }

  /** What a chart query's NATIVE annotation layer shows: see nativeAnnotationData.ts. */
  nativeAnnotationData(
    layerId: number,
    window: AnnotationWindow = {},
  ): Promise<NativeAnnotationData> {
    return nativeAnnotationData(this.ctx.store, layerId, window);
  }
}
