/** The users list's filters, as the rison `q` of GET /api/v1/security/users/ takes them. */
import type { ListQuerySpec } from './listQuery';

export type UserSearchColumn = 'username' | 'first_name' | 'last_name' | 'email';

/**
 * The search in the column `searchColumn` names (username unless told), and active (true)
 * or inactive (false) users.
 */
export const USER_LIST: ListQuerySpec = {
  filters: [
    {
      id: 'search',
      toFilters: (text, values) => [
        {
          col: (values.searchColumn as UserSearchColumn | undefined) ?? 'username',
          opr: 'ct',
          value: text,
        },
      ],
    },
    // The metadata store keeps `active` as 1/0.
    { id: 'active', col: 'active', opr: 'eq', value: (active) => (active ? 1 : 0) },
  ],
};
