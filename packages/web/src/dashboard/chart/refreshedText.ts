/**
 * When the chart's data was got, as Superset words it under "Force refresh": "Cached 5
 * minutes ago" for an answer from the results cache, else "Fetched a few seconds ago".
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import type { ChartDataQueryResult } from '@tessera/core';

dayjs.extend(relativeTime);
dayjs.extend(utc);

export function refreshedText(
  queries: readonly ChartDataQueryResult[] | null,
  updatedAt: number | null,
  now: number = Date.now(),
): string {
  const cached = queries?.find((q) => q.is_cached && q.cached_dttm);
  if (cached) return `Cached ${dayjs.utc(String(cached.cached_dttm)).from(dayjs(now))}`;
  return updatedAt ? `Fetched ${dayjs(updatedAt).from(dayjs(now))}` : '';
}
