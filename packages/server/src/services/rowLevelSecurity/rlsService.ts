/**
 * Row level security rules: Superset's RLSRestApi commands (names unique, at least one
 * dataset, datasets and roles must exist) and the rules the chart data engine applies,
 * kept in memory for a few seconds and dropped at once when a rule changes here.
 */
import type {
  ListQuery,
  RlsRuleCreate,
  RlsRuleListItem,
  RlsRuleShow,
  RlsRuleUpdate,
} from '@tessera/core';
import * as repo from '../../meta/rowLevelSecurity.js';
import { countRolesWithIds } from '../../meta/roles.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { listAnswer, listOrBadRequest } from '../listPages.js';
import type { RelatedItem, RelatedQuery } from '../datasets/datasetService.js';
import { naturalTime } from '../datasets/humanize.js';
import { userRef } from '../people.js';
import { storedText } from '../storedValues.js';
import { relatedPage } from '../relatedLookups.js';

export const NAME_NOT_UNIQUE = 'Name must be unique';
export const DATASOURCE_NOT_FOUND = 'Datasource does not exist';
export const ROLES_NOT_FOUND = 'Some roles do not exist';

/** How long the rules the engine applies are kept before they are read again. */
const RULES_TTL_MS = 5000;

function presentShow(row: repo.RlsRuleWithLinks): RlsRuleShow {
  return {
    id: row.id,
    name: row.name,
    description: storedText(row.description, 'row_level_security_filters.description'),
    filter_type: row.filter_type,
    tables: row.tables,
    roles: row.roles,
    group_key: row.group_key,
    clause: row.clause,
  };
}

function presentListItem(row: repo.RlsRuleWithLinks, now: Date): RlsRuleListItem {
  return {
    id: row.id,
    name: row.name,
    description: storedText(row.description, 'row_level_security_filters.description'),
    filter_type: row.filter_type,
    tables: row.tables.map((t) => ({ id: t.id, table_name: t.table_name })),
    roles: row.roles,
    group_key: row.group_key,
    clause: row.clause,
    changed_on_delta_humanized: naturalTime(row.changed_on, now),
    changed_by: userRef(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name),
  };
}

export class RowLevelSecurityService {
  private rules: { at: number; rules: Promise<repo.StoredRlsRule[]> } | null = null;

  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  /** Every stored rule, as the query compiler applies them. */
  async allRules(): Promise<repo.StoredRlsRule[]> {
    const now = Date.now();
    if (!this.rules || now - this.rules.at >= RULES_TTL_MS) {
      const rules = repo.allRlsRules(this.db);
      this.rules = { at: now, rules };
      rules.catch(() => {
        if (this.rules?.rules === rules) this.rules = null;
      });
    }
    return this.rules.rules;
  }

  /** Drops the kept rules (a rule, dataset or role changed). */
  invalidate(): void {
    this.rules = null;
  }

  async list(q: ListQuery) {
    const page = await listOrBadRequest(() => repo.listRlsRules(this.db, q));
    const now = new Date();
    return listAnswer(page, (r) => presentListItem(r, now), q.columns);
  }

  async get(id: number): Promise<RlsRuleShow> {
    const row = await repo.findRlsRule(this.db, id);
    if (!row) throw new NotFoundError();
    return presentShow(row);
  }

  private async check(
    trx: Parameters<typeof repo.rlsNameTaken>[0],
    body: RlsRuleUpdate,
    excludeId?: number,
  ) {
    if (body.name !== undefined && (await repo.rlsNameTaken(trx, body.name, excludeId)))
      throw new ValidationError({ name: [NAME_NOT_UNIQUE] });
    if (body.tables !== undefined) {
      const unique = [...new Set(body.tables)];
      if ((await repo.countDatasetsWithIds(trx, unique)) !== unique.length)
        throw new ValidationError({ tables: [DATASOURCE_NOT_FOUND] });
    }
    if (body.roles !== undefined) {
      const unique = [...new Set(body.roles)];
      if ((await countRolesWithIds(trx, unique)) !== unique.length)
        throw new ValidationError({ roles: [ROLES_NOT_FOUND] });
    }
  }

  async create(body: RlsRuleCreate, actorId: number | null): Promise<number> {
    const id = await this.db.transaction().execute(async (trx) => {
      await this.check(trx, body);
      return repo.insertRlsRule(
        trx,
        {
          name: body.name,
          description: body.description ?? null,
          filter_type: body.filter_type,
          group_key: body.group_key || null,
          clause: body.clause,
        },
        { tables: [...new Set(body.tables)], roles: [...new Set(body.roles)] },
        actorId,
      );
    });
    this.invalidate();
    return id;
  }

  async update(id: number, body: RlsRuleUpdate, actorId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.countRlsRulesWithIds(trx, [id]))) throw new NotFoundError();
      await this.check(trx, body, id);
      await repo.updateRlsRule(
        trx,
        id,
        {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.description !== undefined && { description: body.description ?? null }),
          ...(body.filter_type !== undefined && { filter_type: body.filter_type }),
          ...(body.group_key !== undefined && { group_key: body.group_key || null }),
          ...(body.clause !== undefined && { clause: body.clause }),
        },
        {
          tables: body.tables && [...new Set(body.tables)],
          roles: body.roles && [...new Set(body.roles)],
        },
        actorId,
      );
    });
    this.invalidate();
  }

  /** Deletes the rules (one, or a bulk delete): 404 unless every one exists. */
  async delete(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      if (!unique.length || (await repo.countRlsRulesWithIds(trx, unique)) !== unique.length)
        throw new NotFoundError();
      await repo.deleteRlsRules(trx, unique);
    });
    this.invalidate();
    return unique.length;
  }

  /** `related/tables` (datasets by table name) and `related/roles` (roles by name). */
  async related(
    column: string,
    q: RelatedQuery,
  ): Promise<{ count: number; result: RelatedItem[] }> {
    if (column !== 'tables' && column !== 'roles') throw new NotFoundError();
    const { filter, page, pageSize } = relatedPage(q);
    if (column === 'tables') {
      const { count, rows } = await repo.relatedTables(this.db, filter, page, pageSize);
      return { count, result: rows.map((r) => ({ value: r.id, text: r.table_name, extra: {} })) };
    }
    const { count, rows } = await repo.relatedRoles(this.db, filter, page, pageSize);
    return { count, result: rows.map((r) => ({ value: r.id, text: r.name, extra: {} })) };
  }
}
