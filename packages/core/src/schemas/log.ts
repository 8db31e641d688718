import { z } from 'zod';
import { boundedJsonValue, STORED_LIMITS } from './bounded.js';

/** One usage event as the web client's logger queues it. */
export const LogEvent = boundedJsonValue(
  z
    .object({
      event_name: z.string().optional(),
      source: z.string().optional(),
      source_id: z.union([z.number(), z.string()]).optional(),
      event_type: z.string().optional(),
      ts: z.number().optional(),
      duration: z.number().optional(),
      dashboard_id: z.number().optional(),
      slice_id: z.number().optional(),
    })
    .passthrough(),
  { maxLength: STORED_LIMITS.textLength },
);
export type LogEvent = z.infer<typeof LogEvent>;

/** At most this many events per batch (spec: log queue). */
export const LOG_MAX_BATCH = 1024;
/** The client sends a batch this long after the last queued event (spec). */
export const LOG_DEBOUNCE_MS = 1000;
