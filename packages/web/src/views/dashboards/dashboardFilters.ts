/**
 * The dashboard list's filters: search (title or slug), status, owner, creator, favourite,
 * certified and modified by (their queries: api/dashboardsQuery.ts).
 */
import {
  useRelatedDashboardChangedByQuery,
  useRelatedDashboardCreatedByQuery,
  useRelatedDashboardOwnersQuery,
} from '../../api/dashboardApi';
import type { DashboardStatus } from '../../api/dashboardsQuery';
import { lookupOptions } from '../../components/listView/options';
import type { ListFilterDeclaration } from '../../components/listView/types';

const STATUSES: { value: DashboardStatus; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export const DASHBOARD_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Type a value',
    ariaLabel: 'Search',
    prefix: 'Search:',
    width: 230,
  },
  { kind: 'select', id: 'status', label: 'Status', width: 140, options: STATUSES },
  {
    kind: 'select',
    id: 'owner',
    label: 'Owner',
    width: 160,
    search: 'remote',
    useOptions: lookupOptions(useRelatedDashboardOwnersQuery),
  },
  {
    kind: 'select',
    id: 'createdBy',
    label: 'Created by',
    width: 170,
    search: 'remote',
    useOptions: lookupOptions(useRelatedDashboardCreatedByQuery),
  },
  { kind: 'flag', id: 'favorite', label: 'Favorite' },
  { kind: 'flag', id: 'certified', label: 'Certified' },
  {
    kind: 'select',
    id: 'modifiedBy',
    label: 'Modified by',
    width: 170,
    search: 'remote',
    useOptions: lookupOptions(useRelatedDashboardChangedByQuery),
  },
];
