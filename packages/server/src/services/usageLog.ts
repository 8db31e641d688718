/**
 * The usage log (Superset's `logs` and LogRestApi): the web client's batched events, stored
 * as Superset's `/superset/log/` stores them (action `log`, the event as JSON, the dashboard
 * or chart it is about), the admin's list and show, and the signed-in user's recently
 * viewed dashboards and charts (`recent_activity`).
 */
import { LOG_MAX_BATCH, LogEvent, type ListQuery } from '@tessera/core';
import {
  findLog,
  insertLogs,
  listLogs,
  recentActivity,
  type LogRow,
  type NewLogRow,
} from '../meta/logs.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { nowIso } from '../meta/store.js';
import type { Principal } from '../security/principal.js';
import { chartUrlOf } from './charts/presenters.js';
import type { ServiceContext } from './context.js';
import { dashboardViewer } from './dashboards/access.js';
import { dashboardUrlOf } from './dashboards/presenters.js';
import { accessScopeOf } from './datasets/access.js';
import { naturalTime } from './datasets/humanize.js';
import { listAnswer, listOrBadRequest } from './listPages.js';

function intOrNull(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** The id of the event's source when it is of this kind (`source: 'dashboard', source_id`). */
const sourceId = (e: LogEvent, kinds: string[]) =>
  e.source && kinds.includes(e.source) ? intOrNull(e.source_id) : null;

/** A log row as `/api/v1/log/` answers it. */
function presentLog(row: LogRow) {
  return {
    id: row.id,
    action: row.action,
    dttm: row.dttm,
    json: row.json,
    slice_id: row.slice_id,
    dashboard_id: row.dashboard_id,
    user_id: row.user_id,
    duration_ms: row.duration_ms,
    referrer: row.referrer,
    user: row.username === null ? null : { username: row.username },
  };
}

export interface RecentActivityArgs {
  actions?: string[];
  distinct?: boolean;
  page?: number;
  page_size?: number;
}

export class UsageLogService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Records a batch. `events` is the decoded payload (an array of events, or one event);
   * dashboard_id and slice_id from the query apply to events that do not carry their own.
   */
  async record(
    events: unknown,
    context: { userId: number | null; dashboardId?: unknown; sliceId?: unknown; referrer?: string },
  ): Promise<number> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length > LOG_MAX_BATCH) {
      throw new BadRequestError(`At most ${LOG_MAX_BATCH} events may be sent at once`);
    }
    const rows: NewLogRow[] = list.map((raw, i) => {
      const parsed = LogEvent.safeParse(raw);
      if (!parsed.success) throw new BadRequestError(`events[${i}] is not a valid event`);
      const e = parsed.data;
      return {
        action: 'log',
        user_id: context.userId,
        json: JSON.stringify(e),
        dttm: e.ts && Number.isFinite(e.ts) ? new Date(e.ts).toISOString() : nowIso(),
        dashboard_id:
          intOrNull(e.dashboard_id) ?? sourceId(e, ['dashboard']) ?? intOrNull(context.dashboardId),
        slice_id:
          intOrNull(e.slice_id) ?? sourceId(e, ['slice', 'explore']) ?? intOrNull(context.sliceId),
        duration_ms: typeof e.duration === 'number' ? Math.round(e.duration) : null,
        referrer: context.referrer?.slice(0, 1024) ?? null,
      };
    });
    await insertLogs(this.ctx.store.db, rows);
    return rows.length;
  }

  async list(_p: Principal, q: ListQuery) {
    const page = await listOrBadRequest(() => listLogs(this.ctx.store.db, q));
    return listAnswer(page, presentLog, q.columns);
  }

  async get(_p: Principal, id: number) {
    const row = await findLog(this.ctx.store.db, id);
    if (!row) throw new NotFoundError();
    return presentLog(row);
  }

  /** Superset's `LogDAO.get_recent_activity` for the principal, newest first. */
  async recentActivity(p: Principal, args: RecentActivityArgs) {
    const now = new Date();
    const rows = await recentActivity(this.ctx.store.db, {
      userId: p.id,
      actions: args.actions ?? ['mount_explorer', 'mount_dashboard'],
      distinct: args.distinct ?? true,
      page: Math.max(args.page ?? 0, 0),
      pageSize: Math.min(Math.max(args.page_size ?? 20, 1), 100),
      viewer: dashboardViewer(this.ctx, p),
      scope: accessScopeOf(p),
      since: new Date(now.getTime() - 365 * 24 * 3600 * 1000).toISOString(),
    });
    return rows.map((r) => {
      const dashboard = r.dashboard_id !== null;
      return {
        action: r.action,
        item_type: dashboard ? ('dashboard' as const) : ('slice' as const),
        item_url: dashboard
          ? dashboardUrlOf({ id: r.dashboard_id!, slug: r.dashboard_slug })
          : chartUrlOf(r.slice_id!),
        item_title: dashboard ? (r.dashboard_title ?? '') : r.slice_name || '<empty>',
        time: new Date(r.dttm).getTime(),
        time_delta_humanized: naturalTime(r.dttm, now),
      };
    });
  }
}
