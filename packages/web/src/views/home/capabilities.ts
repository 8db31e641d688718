/** What a person's roles let them do, in words, from their (permission, view) pairs. */
import { hasPermission, isAdmin, type PermissionPair } from '@tessera/core';

const CAPABILITIES: { pair: PermissionPair; text: string }[] = [
  { pair: ['can_read', 'Dashboard'], text: 'View dashboards' },
  { pair: ['can_write', 'Dashboard'], text: 'Create and edit dashboards' },
  { pair: ['can_read', 'Chart'], text: 'View charts' },
  { pair: ['can_write', 'Chart'], text: 'Create and edit charts' },
  { pair: ['can_read', 'Dataset'], text: 'View datasets' },
  { pair: ['can_write', 'Dataset'], text: 'Create and edit datasets' },
  { pair: ['can_sqllab', 'Superset'], text: 'Run SQL in SQL Lab' },
  { pair: ['can_read', 'SavedQuery'], text: 'Use saved queries' },
  { pair: ['can_csv', 'Superset'], text: 'Download results as CSV' },
  { pair: ['can_read', 'Database'], text: 'See connected databases' },
  { pair: ['can_write', 'Database'], text: 'Connect and manage databases' },
  { pair: ['can_write', 'User'], text: 'Manage users' },
  { pair: ['can_write', 'Role'], text: 'Manage roles and permissions' },
];

export interface Capabilities {
  isAdmin: boolean;
  texts: string[];
}

export function capabilitiesOf(roles: Record<string, PermissionPair[]>): Capabilities {
  return {
    isAdmin: isAdmin(roles),
    texts: CAPABILITIES.filter(({ pair }) => hasPermission(roles, pair[0], pair[1])).map(
      (c) => c.text,
    ),
  };
}
