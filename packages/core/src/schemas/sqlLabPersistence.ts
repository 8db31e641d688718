/** SQL Lab's shared state: the permalink payload (Superset's SqlLabPermalinkSchema). */
import { z } from 'zod';
import { boundedJsonValue, boundedText, STORED_LIMITS } from './bounded.js';

const MISSING = 'Missing data for required field.';
const required = (wrongType: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : wrongType),
});

/** `POST /api/v1/sqllab/permalink`: the tab to share; kept as given and answered back. */
export const SqlLabPermalinkState = boundedJsonValue(
  z
    .object({
      dbId: z.number(required('Not a valid integer.')).int('Not a valid integer.'),
      name: boundedText(256, z.string(required('Not a valid string.'))),
      sql: boundedText(STORED_LIMITS.longTextLength, z.string(required('Not a valid string.'))),
      schema: z.string({ error: 'Not a valid string.' }).max(256).nullable().optional(),
      catalog: z.string({ error: 'Not a valid string.' }).max(256).nullable().optional(),
      autorun: z.boolean({ error: 'Not a valid boolean.' }).optional(),
      templateParams: boundedText(
        STORED_LIMITS.textLength,
        z.string({ error: 'Not a valid string.' }),
      )
        .nullable()
        .optional(),
    })
    .passthrough(),
  { maxLength: STORED_LIMITS.longTextLength + STORED_LIMITS.jsonLength },
);
export type SqlLabPermalinkState = z.infer<typeof SqlLabPermalinkState>;

/** The answer to a permalink creation: its key and the address that opens it. */
export const SqlLabPermalinkCreated = z.object({ key: z.string(), url: z.string() });
