/**
 * Row level security rules (Superset's `/api/v1/rowlevelsecurity/`, `RLSPostSchema` and
 * `RLSPutSchema`) with marshmallow's messages.
 */
import { z } from 'zod';
import { boundedText, STORED_LIMITS } from './bounded.js';
import { UserRef } from './people.js';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

const requiredField = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;

const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;
const ids = z.array(
  z.number('Not a valid integer.').int('Not a valid integer.'),
  requiredField('Not a valid list.'),
);

const fields = {
  name: z
    .string(requiredField('Not a valid string.'))
    .min(1, between(1, 255))
    .max(255, between(1, 255)),
  description: boundedText(STORED_LIMITS.textLength, z.string('Not a valid string.')).nullish(),
  filter_type: z.enum(RLS_FILTER_TYPES, {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined
        ? MISSING
        : issue.input === null
          ? NULL
          : 'Must be one of: Regular, Base.',
  }),
  tables: ids.min(1, 'Shorter than minimum length 1.'),
  roles: ids,
  group_key: boundedText(255, z.string('Not a valid string.')).nullish(),
  clause: boundedText(STORED_LIMITS.textLength, z.string(requiredField('Not a valid string.'))),
};

/** `POST /api/v1/rowlevelsecurity/`. */
export const RlsRuleCreate = z.object(fields);
export type RlsRuleCreate = z.infer<typeof RlsRuleCreate>;

/** `PUT /api/v1/rowlevelsecurity/<pk>`: any of the create fields. */
export const RlsRuleUpdate = RlsRuleCreate.partial();
export type RlsRuleUpdate = z.infer<typeof RlsRuleUpdate>;

const RoleRef = z.object({ id: z.number(), name: z.string() });

/** `GET /api/v1/rowlevelsecurity/<pk>`: the rule's show columns. */
export const RlsRuleShow = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  filter_type: z.string(),
  tables: z.array(
    z.object({ id: z.number(), schema: z.string().nullable(), table_name: z.string() }),
  ),
  roles: z.array(RoleRef),
  group_key: z.string().nullable(),
  clause: z.string(),
});
export type RlsRuleShow = z.infer<typeof RlsRuleShow>;

/** A row of `GET /api/v1/rowlevelsecurity/`. */
export const RlsRuleListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  filter_type: z.string(),
  tables: z.array(z.object({ id: z.number(), table_name: z.string() })),
  roles: z.array(RoleRef),
  group_key: z.string().nullable(),
  clause: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: UserRef.nullable(),
});
export type RlsRuleListItem = z.infer<typeof RlsRuleListItem>;
