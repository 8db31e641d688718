/**
 * Saved queries (Superset's SavedQueryRestApi and the legacy SavedQueryViewApi used by SQL
 * Lab's save dialog): each saved query belongs to the user who saved it and is invisible to
 * others (admins see all). A scheduled query keeps its schedule in `extra_json.schedule_info`.
 */
import { randomUUID } from 'node:crypto';
import type { ListQuery, SavedQueryCreate, SavedQueryUpdate } from '@tessera/core';
import { NotFoundError, ValidationError } from '../../errors.js';
import { findDatabaseById, listDatabaseRefs } from '../../meta/databases.js';
import * as repo from '../../meta/savedQueries.js';
import { isAdminPrincipal, type Principal } from '../../security/principal.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import type { ServiceContext } from '../context.js';
import { isDatabaseVisible } from '../databases/access.js';
import type { RelatedItem, RelatedQuery } from '../datasets/datasetService.js';
import {
  presentLegacySavedQuery,
  presentSavedQuery,
  presentSavedQueryListItem,
} from './savedQueryPresenters.js';
import {
  distinctPage,
  relatedDatabaseOptions,
  relatedPage,
  relatedUserOptions,
} from '../relatedLookups.js';

const DATABASE_NOT_FOUND = 'Database does not exist';
const NOT_JSON = 'Not a valid JSON.';

/** The owner whose saved queries a user sees: their own, or everyone's for an admin. */
const ownerScope = (p: Principal) => (isAdminPrincipal(p) ? null : p.id);

export class SavedQueryService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  async list(p: Principal, q: ListQuery) {
    const page = await listOrBadRequest(() => repo.listSavedQueries(this.db, q, ownerScope(p)));
    const now = new Date();
    return listAnswer(page, (r) => presentSavedQueryListItem(r, now), q.columns);
  }

  /** The saved query if the user sees it; 404 otherwise. */
  private async visible(p: Principal, id: number): Promise<repo.SavedQueryListRow> {
    const row = await repo.findSavedQuery(this.db, id);
    const owner = ownerScope(p);
    if (!row || (owner !== null && row.user_id !== owner)) throw new NotFoundError();
    return row;
  }

  async get(p: Principal, id: number) {
    return presentSavedQuery(await this.visible(p, id));
  }

  private async check(body: SavedQueryUpdate) {
    const errors: Record<string, string[]> = {};
    if (body.db_id !== undefined && !(await findDatabaseById(this.db, body.db_id)))
      errors.db_id = [DATABASE_NOT_FOUND];
    for (const k of ['extra_json', 'template_parameters'] as const) {
      const text = body[k];
      if (!text) continue;
      try {
        JSON.parse(text);
      } catch {
        errors[k] = [NOT_JSON];
      }
    }
    if (Object.keys(errors).length) throw new ValidationError(errors, 400);
  }

  private static fields(body: SavedQueryUpdate): Partial<repo.SavedQueryFields> {
    const out: Partial<repo.SavedQueryFields> = {};
    if (body.db_id !== undefined) out.db_id = body.db_id;
    if (body.label !== undefined) out.label = body.label;
    for (const k of [
      'description',
      'catalog',
      'schema',
      'sql',
      'template_parameters',
      'extra_json',
    ] as const) {
      if (body[k] !== undefined) out[k] = body[k] ?? null;
    }
    return out;
  }

  async create(p: Principal, body: SavedQueryCreate): Promise<number> {
    await this.check(body);
    const fields = SavedQueryService.fields(body);
    return repo.insertSavedQuery(
      this.db,
      {
        uuid: randomUUID(),
        db_id: body.db_id,
        label: body.label,
        catalog: fields.catalog ?? null,
        schema: fields.schema ?? null,
        description: fields.description ?? null,
        sql: fields.sql ?? null,
        template_parameters: fields.template_parameters ?? null,
        extra_json: fields.extra_json ?? null,
      },
      p.id,
    );
  }

  async update(p: Principal, id: number, body: SavedQueryUpdate): Promise<void> {
    await this.visible(p, id);
    await this.check(body);
    await repo.updateSavedQuery(this.db, id, SavedQueryService.fields(body), p.id);
  }

  /** Deletes the saved queries (one, or a bulk delete): 404 unless the user sees every one. */
  async delete(p: Principal, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const owner = ownerScope(p);
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findSavedQueriesByIds(trx, unique);
      const seen = found.filter((r) => owner === null || r.user_id === owner);
      if (!unique.length || seen.length !== unique.length) throw new NotFoundError();
      await repo.deleteSavedQueries(trx, unique);
    });
    return unique.length;
  }

  /** `related/database` (databases the user sees), `related/created_by|changed_by`. */
  async related(
    p: Principal,
    column: string,
    q: RelatedQuery,
  ): Promise<{ count: number; result: RelatedItem[] }> {
    const page = relatedPage(q);
    if (column === 'database') {
      const refs = await listDatabaseRefs(this.db);
      const allowed = isAdminPrincipal(p)
        ? null
        : refs.filter((r) => isDatabaseVisible(p, r)).map((r) => r.id);
      return relatedDatabaseOptions(this.db, page, allowed);
    }
    if (column !== 'created_by' && column !== 'changed_by') throw new NotFoundError();
    return relatedUserOptions(this.db, page);
  }

  /** `distinct/schema`: the schemas of the saved queries the user sees. */
  async distinct(p: Principal, column: string, q: RelatedQuery) {
    if (column !== 'schema') throw new NotFoundError();
    const values = await repo.distinctSavedQuerySchemas(this.db, {
      filter: q.filter ?? '',
      ownerId: ownerScope(p),
    });
    return distinctPage(values, q);
  }

  /** The legacy view's item (`/savedqueryviewapi/api/get/<id>`). */
  async legacyItem(p: Principal, id: number) {
    return presentLegacySavedQuery(await this.visible(p, id));
  }
}
