/**
 * CSS templates (Superset's CssTemplateRestApi): the list with the "All Text" search, show,
 * create, update, delete and bulk delete, and the users they were made and changed by.
 * Reading needs `can_read` on CssTemplate, writing `can_write` (Admin and Alpha).
 */
import type {
  CssTemplateCreate,
  CssTemplateItem,
  CssTemplateUpdate,
  ListQuery,
} from '@tessera/core';
import { NotFoundError } from '../errors.js';
import {
  deleteCssTemplates,
  findCssTemplates,
  insertCssTemplate,
  listCssTemplates,
  updateCssTemplate,
  type CssTemplateRow,
} from '../meta/cssTemplates.js';
import type { MetaTransaction } from '../meta/datasets.js';
import { nowIso } from '../meta/store.js';
import type { Principal } from '../security/principal.js';
import type { ServiceContext } from './context.js';
import type { RelatedQuery } from './datasets/datasetService.js';
import { naturalTime } from './datasets/humanize.js';
import { listAnswer, listOrBadRequest } from './listPages.js';
import { userRef } from './people.js';
import { relatedPage, relatedUserOptions } from './relatedLookups.js';

const USER_COLUMNS = new Set(['created_by', 'changed_by']);

function present(row: CssTemplateRow, now: Date): CssTemplateItem {
  return {
    id: row.id,
    template_name: row.template_name,
    css: row.css,
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    created_by: userRef(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    changed_by: userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name),
  };
}

export class CssTemplateService {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  async list(_p: Principal, q: ListQuery) {
    const page = await listOrBadRequest(() => listCssTemplates(this.db, q));
    const now = new Date();
    return listAnswer(page, (r) => present(r, now), q.columns);
  }

  async get(_p: Principal, id: number): Promise<CssTemplateItem> {
    const [row] = await findCssTemplates(this.db, [id]);
    if (!row) throw new NotFoundError();
    return present(row, new Date());
  }

  async create(p: Principal, body: CssTemplateCreate): Promise<number> {
    const now = nowIso();
    return insertCssTemplate(this.db, {
      template_name: body.template_name,
      css: body.css ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: p.id,
      changed_by_fk: p.id,
    });
  }

  async update(p: Principal, id: number, body: CssTemplateUpdate): Promise<void> {
    await this.get(p, id);
    await updateCssTemplate(this.db, id, {
      ...(body.template_name !== undefined && { template_name: body.template_name }),
      ...(body.css !== undefined && { css: body.css ?? null }),
      changed_on: nowIso(),
      changed_by_fk: p.id,
    });
  }

  /** Deletes templates, all or none (404 when one does not exist). */
  async delete(_p: Principal, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if ((await findCssTemplates(this.db, unique)).length !== unique.length)
      throw new NotFoundError();
    await this.db.transaction().execute((trx: MetaTransaction) => deleteCssTemplates(trx, unique));
    return unique.length;
  }

  async related(_p: Principal, column: string, q: RelatedQuery) {
    if (!USER_COLUMNS.has(column)) throw new NotFoundError();
    return relatedUserOptions(this.db, relatedPage(q));
  }
}
