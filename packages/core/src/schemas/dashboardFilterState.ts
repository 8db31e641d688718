/**
 * A dashboard's filter state (Superset's DashboardFilterStateRestApi): the page's data mask
 * kept for a while under a key (`native_filters_key` in the page's address), as a JSON text.
 * `POST /api/v1/dashboard/<pk>/filter_state` and `PUT …/<key>` take `{value}`; `GET …/<key>`
 * answers it.
 */
import { z } from 'zod';
import { boundedJsonText } from './bounded.js';

/** Superset's `validate_json` message. */
export const FILTER_STATE_INVALID_JSON = 'JSON not valid';

/** `{value}`: the state as a JSON text (Superset's TemporaryCachePostSchema / PutSchema). */
export const DashboardFilterStateBody = z.object({
  value: boundedJsonText(
    FILTER_STATE_INVALID_JSON,
    z.string({
      error: (issue) =>
        issue.input === undefined
          ? 'Missing data for required field.'
          : issue.input === null
            ? 'Field may not be null.'
            : 'Not a valid string.',
    }),
  ).refine((text) => text.trim() !== '', FILTER_STATE_INVALID_JSON),
});
export type DashboardFilterStateBody = z.infer<typeof DashboardFilterStateBody>;

/** `?tab_id=`: the browser tab, which keeps one key per dashboard. */
export const DashboardFilterStateQuery = z.object({
  tab_id: z.coerce.number().int().optional(),
});

export const DashboardFilterStateKeyResponse = z.object({ key: z.string() });
export type DashboardFilterStateKeyResponse = z.infer<typeof DashboardFilterStateKeyResponse>;

/** What a PUT answers: the key to use from now on (a new one unless the tab keeps its own). */
export const DashboardFilterStateUpdateResponse = z.object({
  key: z.string(),
  message: z.string(),
});
export type DashboardFilterStateUpdateResponse = z.infer<typeof DashboardFilterStateUpdateResponse>;

export const DashboardFilterStateValue = z.object({ value: z.string() });
export type DashboardFilterStateValue = z.infer<typeof DashboardFilterStateValue>;
