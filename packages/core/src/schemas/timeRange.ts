/** `GET /api/v1/time_range/?q=<rison>`: time ranges evaluated to their bounds (superset-api.md §4). */
import { z } from 'zod';

/** One range to evaluate, optionally shifted (`q` is one range's text, or a list of these). */
export const TimeRangeItem = z.object({ timeRange: z.string(), shift: z.string().nullish() });
export type TimeRangeItem = z.infer<typeof TimeRangeItem>;

export const TimeRangeQuery = z.union([z.string(), z.array(TimeRangeItem)]);

/** The bounds as naive ISO datetimes (`since`, `until`; empty when unbounded), per range asked. */
export const TimeRangeResponse = z.object({
  result: z.array(
    z.object({
      since: z.string(),
      until: z.string(),
      timeRange: z.string(),
      shift: z.string().nullable(),
    }),
  ),
});
export type TimeRangeResponse = z.infer<typeof TimeRangeResponse>;
