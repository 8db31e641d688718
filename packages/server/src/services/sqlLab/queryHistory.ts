/**
 * `/api/v1/query/`: SQL Lab's run history, each user's own runs unless `all_query_access`
 * (Superset's QueryFilter): the list, one run, runs changed since a time (async polling),
 * related users and databases, distinct values.
 */
import type { ListQuery } from '@tessera/core';
import { NotFoundError, ValidationError } from '../../errors.js';
import { ListQueryError } from '../../meta/listQuery.js';
import * as meta from '../../meta/sqlLabRuns.js';
import { databaseNames, relatedUsers } from '../../meta/datasetRelated.js';
import { reachableDatabaseIds } from '../datasets/access.js';
import type { Principal } from '../../security/principal.js';
import type { ServiceContext } from '../context.js';
import { relatedUserOption } from '../people.js';
import { queryDict, queryListItem, queryShowItem } from './presenters.js';
import { seesAllQueries } from './sqlLabService.js';
import { distinctPage, lookupPage, relatedDatabaseOptions } from '../relatedLookups.js';

interface LookupQuery {
  filter?: string;
  page?: number;
  page_size?: number;
}

export class QueryHistory {
  constructor(private readonly ctx: ServiceContext) {}

  private get db() {
    return this.ctx.store.db;
  }

  private scope(p: Principal): number | null {
    return seesAllQueries(p) ? null : p.id;
  }

  async list(p: Principal, q: ListQuery) {
    try {
      const { count, rows } = await meta.listQueries(this.db, q, this.scope(p));
      return { count, ids: rows.map((r) => r.id), result: rows.map(queryListItem) };
    } catch (error) {
      if (error instanceof ListQueryError) throw new ValidationError({ q: [error.message] }, 400);
      throw error;
    }
  }

  async get(p: Principal, id: number) {
    const row = await meta.findQueryById(this.db, id);
    if (!row || (row.user_id !== p.id && !seesAllQueries(p))) throw new NotFoundError();
    return { id: row.id, result: queryShowItem(row) };
  }

  async updatedSince(p: Principal, lastUpdatedMs: number) {
    const rows = await meta.queriesUpdatedSince(this.db, lastUpdatedMs, this.scope(p));
    return { result: rows.map(queryDict) };
  }

  async related(p: Principal, column: string, q: LookupQuery) {
    const opts = lookupPage(q);
    if (column === 'user') {
      const scope = this.scope(p);
      const ids = await meta.queryUserIds(this.db, scope);
      const { rows } = await relatedUsers(this.db, { ...opts, page: 0, pageSize: 100000 });
      const users = rows.filter((u) => ids.includes(u.id));
      const page = users.slice(opts.page * opts.pageSize, (opts.page + 1) * opts.pageSize);
      return {
        count: users.length,
        result: page.map(relatedUserOption),
      };
    }
    if (column === 'database') {
      const allowedIds = reachableDatabaseIds(p, await databaseNames(this.db));
      return relatedDatabaseOptions(this.db, opts, allowedIds);
    }
    throw new NotFoundError();
  }

  async distinct(p: Principal, column: string, q: LookupQuery) {
    if (column !== 'schema' && column !== 'status' && column !== 'tab_name')
      throw new NotFoundError();
    const values = await meta.distinctQueryValues(this.db, column, q.filter ?? '', this.scope(p));
    return distinctPage(values, q);
  }
}
