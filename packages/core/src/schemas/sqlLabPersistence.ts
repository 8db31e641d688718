/** SQL Lab's shared state: the permalink payload (Superset's SqlLabPermalinkSchema). */
import { z } from 'zod';

const MISSING = 'Missing data for required field.';
const required = (wrongType: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : wrongType),
});

/** `POST /api/v1/sqllab/permalink`: the tab to share; kept as given and answered back. */
export const SqlLabPermalinkState = z
  .object({
    dbId: z.number(required('Not a valid integer.')).int('Not a valid integer.'),
    name: z.string(required('Not a valid string.')),
    sql: z.string(required('Not a valid string.')),
    schema: z.string({ error: 'Not a valid string.' }).nullable().optional(),
    catalog: z.string({ error: 'Not a valid string.' }).nullable().optional(),
    autorun: z.boolean({ error: 'Not a valid boolean.' }).optional(),
    templateParams: z.string({ error: 'Not a valid string.' }).nullable().optional(),
  })
  .passthrough();
export type SqlLabPermalinkState = z.infer<typeof SqlLabPermalinkState>;

/** The answer to a permalink creation: its key and the address that opens it. */
export const SqlLabPermalinkCreated = z.object({ key: z.string(), url: z.string() });
