/**
 * Annotation layers: Superset's AnnotationLayerRestApi commands. Names are unique; a layer
 * that still has annotations is not deleted.
 */
import type {
  AnnotationLayerCreate,
  AnnotationLayerListItem,
  AnnotationLayerShow,
  AnnotationLayerUpdate,
  ListQuery,
} from '@tessera/core';
import * as repo from '../../meta/annotations.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import type { RelatedItem, RelatedQuery } from '../datasets/datasetService.js';
import { listAnswer, listOrBadRequest, type ListAnswer } from '../listPages.js';
import { LAYER_HAS_ANNOTATIONS, NAME_NOT_UNIQUE, UnprocessableError } from './errors.js';
import { presentLayer, presentLayerListItem } from './presenters.js';
import { relatedPage, relatedUserOptions } from '../relatedLookups.js';

const USER_COLUMNS = new Set(['created_by', 'changed_by']);

export class AnnotationLayerService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  async list(q: ListQuery): Promise<ListAnswer<AnnotationLayerListItem>> {
    const page = await listOrBadRequest(() => repo.listAnnotationLayers(this.db, q));
    const now = new Date();
    return listAnswer(page, (r) => presentLayerListItem(r, now), q.columns);
  }

  async get(id: number): Promise<AnnotationLayerShow> {
    const row = await repo.findAnnotationLayer(this.db, id);
    if (!row) throw new NotFoundError();
    return presentLayer(row);
  }

  async create(body: AnnotationLayerCreate, actorId: number | null): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (await repo.annotationLayerNameTaken(trx, body.name))
        throw new ValidationError({ name: [NAME_NOT_UNIQUE] });
      return repo.insertAnnotationLayer(
        trx,
        { name: body.name, descr: body.descr ?? null },
        actorId,
      );
    });
  }

  async update(id: number, body: AnnotationLayerUpdate, actorId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findAnnotationLayer(trx, id))) throw new NotFoundError();
      if (body.name !== undefined && (await repo.annotationLayerNameTaken(trx, body.name, id)))
        throw new ValidationError({ name: [NAME_NOT_UNIQUE] });
      await repo.updateAnnotationLayer(
        trx,
        id,
        {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.descr !== undefined && { descr: body.descr }),
        },
        actorId,
      );
    });
  }

  /**
   * Deletes the layers (one, or a bulk delete): 404 unless every one exists, 422 "Annotation
   * layer has associated annotations." while any still has annotations. Returns how many.
   */
  async delete(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findAnnotationLayersByIds(trx, unique);
      if (!unique.length || found.length !== unique.length) throw new NotFoundError();
      if ((await repo.countAnnotationsInLayers(trx, unique)) > 0)
        throw new UnprocessableError(LAYER_HAS_ANNOTATIONS);
      await repo.deleteAnnotationLayers(trx, unique);
    });
    return unique.length;
  }

  /** `related/created_by` and `related/changed_by`: users to filter the list by. */
  async related(
    column: string,
    q: RelatedQuery,
  ): Promise<{ count: number; result: RelatedItem[] }> {
    if (!USER_COLUMNS.has(column)) throw new NotFoundError();
    return relatedUserOptions(this.db, relatedPage(q));
  }
}
