/** Stores the usage events the web client sends in batches. */
import { LOG_MAX_BATCH, LogEvent } from '@tessera/core';
import { insertLogs, type NewLogRow } from '../meta/logs.js';
import { BadRequestError } from '../errors.js';
import { nowIso } from '../meta/store.js';
import type { ServiceContext } from './context.js';

function intOrNull(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
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
        action: String(e.event_name ?? e.event_type ?? 'log').slice(0, 512),
        user_id: context.userId,
        json: JSON.stringify(e),
        dttm: e.ts && Number.isFinite(e.ts) ? new Date(e.ts).toISOString() : nowIso(),
        dashboard_id: intOrNull(e.dashboard_id) ?? intOrNull(context.dashboardId),
        slice_id: intOrNull(e.slice_id) ?? intOrNull(context.sliceId),
        duration_ms: typeof e.duration === 'number' ? Math.round(e.duration) : null,
        referrer: context.referrer?.slice(0, 1024) ?? null,
      };
    });
    await insertLogs(this.ctx.store.db, rows);
    return rows.length;
  }
}
