/**
 * The page's filters with its filter boxes: the native filters (filters/useDashboardFilters.ts)
 * over the metadata the filter box migration gives them (while reviewing, the converted
 * filters; the bar shown as `show_native_filters` says), the data mask opening with the filter
 * boxes' values under the permalink's, and the filter boxes' legacy filters while they act.
 */
import { useMemo } from 'react';
import type {
  DashboardChart,
  DashboardDataMask,
  DashboardLayout,
  DashboardMetadata,
  DashboardShow,
} from '@tessera/core';
import { useDashboardFilters } from '../filters/useDashboardFilters';
import type { DashboardPermissions } from '../permissions';
import type { DashboardFilters } from '../useDashboardDataValue';
import { useFilterBoxMigration } from './useFilterBoxMigration';

export interface FilterPage {
  dashboard: DashboardShow;
  charts: readonly DashboardChart[];
  layout: DashboardLayout;
  /** The data mask of the permalink the page opened with. */
  permalinkDataMask: DashboardDataMask | undefined;
  updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
  reload(): void;
}

export function usePageFilters(
  page: FilterPage,
  metadata: DashboardMetadata,
  /** Whether the page shows the native filter bar (not in edit mode, nor in a report). */
  shown: boolean,
  permissions: DashboardPermissions,
) {
  const filterBoxes = useFilterBoxMigration({ ...page, metadata, canEdit: permissions.canEdit });
  const { filters, ...bar } = useDashboardFilters(
    page.dashboard.id,
    filterBoxes.metadata,
    { ...filterBoxes.openingMask, ...page.permalinkDataMask },
    {
      shown: shown && filterBoxes.showNativeFilters,
      canEdit: permissions.canEdit && filterBoxes.state !== 'REVIEWING',
      updateDashboard: page.updateDashboard,
    },
  );
  const withFilterBoxes: DashboardFilters = useMemo(
    () => ({ ...filters, legacyFilters: filterBoxes.legacyFilters }),
    [filters, filterBoxes.legacyFilters],
  );
  return { filters: withFilterBoxes, filterBoxes, ...bar };
}
