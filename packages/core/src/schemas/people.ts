/**
 * People as answers name them: a user by reference (`{id, first_name, last_name}`, the
 * owners, `created_by`, `changed_by` of charts, dashboards, datasets, saved queries and
 * rules), and the one way a person's name is shown ("First Last").
 */
import { z } from 'zod';

export const UserRef = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof UserRef>;

/** "First Last" (Superset's `changed_by_name`); '' for nobody. */
export function displayName(
  user: { first_name?: string | null; last_name?: string | null } | null | undefined,
): string {
  return user ? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() : '';
}
