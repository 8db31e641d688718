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
import { relatedUsers } from '../../meta/datasetRelated.js';
import { ListQueryError } from '../../meta/listQuery.js';
import { BadRequestError, NotFoundError, ValidationError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { pickColumns, type RelatedItem, type RelatedQuery } from '../datasets/datasetService.js';
import { LAYER_HAS_ANNOTATIONS, NAME_NOT_UNIQUE, UnprocessableError } from './errors.js';
import { presentLayer, presentLayerListItem } from './presenters.js';

const USER_COLUMNS = new Set(['created_by', 'changed_by']);

/** A list's rows, or only the FAB `columns` asked for. */
export function selectColumns<T extends object>(
  items: T[],
  columns: string[] | undefined,
): (T | Record<string, unknown>)[] {
  if (!columns?.length) return items;
  return items.map((i) => pickColumns(i as Record<string, unknown>, columns));
}

/** Runs a list query, turning a bad filter or order column into a 400. */
export async function listOrBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ListQueryError) throw new BadRequestError(e.message);
    throw e;
  }
}

export class AnnotationLayerService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  async list(q: ListQuery): Promise<{
    count: number;
    ids: number[];
    result: (AnnotationLayerListItem | Record<string, unknown>)[];
  }> {
    const { count, rows } = await listOrBadRequest(() => repo.listAnnotationLayers(this.db, q));
    const now = new Date();
    return {
      count,
      ids: rows.map((r) => r.id),
      result: selectColumns(
        rows.map((r) => presentLayerListItem(r, now)),
        q.columns,
      ),
    };
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
    if (q.page !== undefined && q.include_ids?.length)
      throw new ValidationError({ include_ids: ['include_ids is not allowed with page'] });
    const { count, rows } = await relatedUsers(this.db, {
      filter: q.filter ?? '',
      page: q.page ?? 0,
      pageSize: Math.min(Math.max(q.page_size ?? 20, 1), 100),
      includeIds: q.include_ids,
    });
    return {
      count,
      result: rows.map((u) => ({
        value: u.id,
        text: `${u.first_name} ${u.last_name}`.trim(),
        extra: { email: u.email, active: u.active === 1 },
      })),
    };
  }
}
