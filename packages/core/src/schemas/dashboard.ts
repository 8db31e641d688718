/**
 * Dashboards as `/api/v1/dashboard/` takes and gives them: the POST body with the messages
 * of Superset's marshmallow `DashboardPostSchema`, a list row and the show answer.
 */
import { z } from 'zod';
import { boundedJsonText, boundedText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

const typed = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const text = () => z.string(typed('Not a valid string.'));
const integer = () => z.number(typed('Not a valid integer.')).int('Not a valid integer.');

/** Superset's `validate_json` (empty text passes), within the stored JSON limits. */
const jsonText = () => boundedJsonText('JSON not valid', text()).nullish();
const longText = () => boundedText(STORED_LIMITS.textLength, text());

/** `POST /api/v1/dashboard/`. */
export const DashboardCreate = z.object({
  dashboard_title: text().max(500, between(0, 500)).nullish(),
  slug: text().max(255, between(1, 255)).nullish(),
  owners: z.array(integer(), typed('Not a valid list.')).optional(),
  position_json: jsonText(),
  css: boundedText(STORED_LIMITS.longTextLength, text()).nullish(),
  json_metadata: jsonText(),
  published: z.boolean(typed('Not a valid boolean.')).nullish(),
  certified_by: longText().nullish(),
  certification_details: longText().nullish(),
  is_managed_externally: z.boolean(typed('Not a valid boolean.')).nullish(),
  external_url: longText().nullish(),
});
export type DashboardCreate = z.infer<typeof DashboardCreate>;

/** One row of `GET /api/v1/dashboard/` (Superset's `DashboardRestApi.list_columns`). */
export const DashboardListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  owners: z.array(UserRef),
  created_by: UserRef.nullable(),
  created_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string(),
  thumbnail_url: z.string(),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
});
export type DashboardListItem = z.infer<typeof DashboardListItem>;

/** `GET /api/v1/dashboard/<id or slug>`: `{result}` (Superset's `DashboardGetResponseSchema`). */
export const DashboardShow = z.object({
  id: z.number(),
  uuid: z.string(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  description: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
  changed_by_name: z.string(),
  created_on_delta_humanized: z.string(),
  created_by: UserRef.nullable(),
  charts: z.array(z.string()),
  owners: z.array(UserRef),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
  thumbnail_url: z.string(),
});
export type DashboardShow = z.infer<typeof DashboardShow>;
