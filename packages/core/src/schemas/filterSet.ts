/**
 * Filter sets of a dashboard (Superset's FilterSetRestApi, `/api/v1/dashboard/<id>/filtersets`):
 * a named selection of native filter values, owned by a user (seen by them alone) or by the
 * dashboard (seen by all who see it, changed by its owners). `json_metadata` is a JSON text
 * `{nativeFilters: {<filter id>: filter}, dataMask?: {<filter id>: mask}}`, bounded as every
 * stored JSON text is.
 */
import { z } from 'zod';
import { boundedJsonText, boundedText, jsonTextProblem } from './bounded.js';
import { listResponse } from './common.js';
import { DashboardDataMaskSchema } from './dashboardPermalink.js';

export const FILTER_SET_OWNER_TYPES = ['User', 'Dashboard'] as const;
export type FilterSetOwnerType = (typeof FILTER_SET_OWNER_TYPES)[number];

/** Superset's messages. */
export const FILTER_SET_INVALID_JSON = 'failed to parse json_metadata to json';
export const FILTER_SET_USER_NEEDS_OWNER = 'owner_id is mandatory when owner_type is User';

const MISSING = 'Missing data for required field.';
const typed = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined
      ? MISSING
      : issue.input === null
        ? 'Field may not be null.'
        : wrongType,
});
const text = () => z.string(typed('Not a valid string.'));
const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const oneOf = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], typed(`Must be one of: ${values.join(', ')}.`));

/** What `json_metadata` holds, as parsed. */
export const FilterSetMetadata = z.looseObject({
  nativeFilters: z.record(z.string(), z.looseObject({}), typed('Not a valid mapping type.')),
  dataMask: DashboardDataMaskSchema.optional(),
});
export type FilterSetMetadata = z.infer<typeof FilterSetMetadata>;

/** What is wrong with a `json_metadata` text, each message naming its key. */
export function filterSetMetadataErrors(value: string): string[] {
  if (jsonTextProblem(value) || value.trim() === '') return [FILTER_SET_INVALID_JSON];
  const parsed = FilterSetMetadata.safeParse(JSON.parse(value));
  if (parsed.success) return [];
  return parsed.error.issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
}

const metadataText = () =>
  boundedJsonText(FILTER_SET_INVALID_JSON, text()).superRefine((value, ctx) => {
    if (jsonTextProblem(value)) return; // reported by boundedJsonText
    for (const message of filterSetMetadataErrors(value)) ctx.addIssue({ code: 'custom', message });
  });

const name = () => text().max(500, between(0, 500));
const description = () => boundedText(1000, text()).min(1, between(1, 1000));

/** `POST /api/v1/dashboard/<id>/filtersets` (Superset's FilterSetPostSchema). */
export const FilterSetCreate = z
  .object({
    name: name(),
    description: description().nullish(),
    json_metadata: metadataText(),
    owner_type: oneOf(FILTER_SET_OWNER_TYPES),
    owner_id: z.number(typed('Not a valid integer.')).int('Not a valid integer.').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.owner_type === 'User' && body.owner_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['owner_id'], message: FILTER_SET_USER_NEEDS_OWNER });
  });
export type FilterSetCreate = z.infer<typeof FilterSetCreate>;

/**
 * `PUT /api/v1/dashboard/<id>/filtersets/<pk>` (Superset's FilterSetPutSchema): any field;
 * `owner_type` only to give a user's set to the dashboard.
 */
export const FilterSetUpdate = z.object({
  name: name().optional(),
  description: description().optional(),
  json_metadata: metadataText().optional(),
  owner_type: oneOf(['Dashboard']).optional(),
});
export type FilterSetUpdate = z.infer<typeof FilterSetUpdate>;

/** A filter set as the API answers it; `params` is `json_metadata` parsed. */
export const FilterSetItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  json_metadata: z.string(),
  owner_id: z.number(),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES),
  dashboard_id: z.number(),
  params: z.record(z.string(), z.unknown()),
  changed_on: z.string(),
});
export type FilterSetItem = z.infer<typeof FilterSetItem>;

export const FilterSetListResponse = listResponse(FilterSetItem);
export type FilterSetListResponse = z.infer<typeof FilterSetListResponse>;

/** What a create or update answers: the set's id and the set as stored. */
export const FilterSetWriteResponse = z.object({ id: z.number(), result: FilterSetItem });
export type FilterSetWriteResponse = z.infer<typeof FilterSetWriteResponse>;

export const FilterSetDeleteResponse = z.object({ id: z.number(), message: z.string() });
