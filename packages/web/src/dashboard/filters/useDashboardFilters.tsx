/**
 * The page's native filters: the items of its `native_filter_configuration`, the applied data
 * mask (useDashboardDataMask.ts) as the page's data reads it, the bar (when `shown`) and, for
 * editors, the configuration dialog its "Add or edit filters" opens and its settings gear.
 */
import { useMemo, useState } from 'react';
import {
  nativeFilterItems,
  type DashboardDataMask,
  type DashboardMetadata,
  type DashboardShow,
} from '@tessera/core';
import { isFeatureEnabled } from '../../app/featureFlags';
import type { DashboardFilters } from '../useDashboardDataValue';
import { FilterBar, type FilterBarOrientation } from './FilterBar';
import { FiltersConfigDialog } from './FiltersConfigDialog';
import { FilterBarSettings } from './settings/FilterBarSettings';
import { useDashboardDataMask } from './useDashboardDataMask';

export function useDashboardFilters(
  dashboardId: number,
  metadata: DashboardMetadata,
  permalinkDataMask: DashboardDataMask | undefined,
  bar: {
    /** Whether the page shows the bar (not in edit mode, nor in a report). */
    shown: boolean;
    canEdit: boolean;
    updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
  },
) {
  const { canEdit, updateDashboard } = bar;
  const shown = bar.shown && isFeatureEnabled('DASHBOARD_NATIVE_FILTERS');
  const items = useMemo(() => nativeFilterItems(metadata), [metadata]);
  const mask = useDashboardDataMask({ dashboardId, items, permalinkDataMask });
  const filters: DashboardFilters = useMemo(
    () => ({
      items,
      dataMask: mask.dataMask,
      ready: mask.ready,
      pendingFilterIds: mask.pendingFilterIds,
      setCrossFilter: mask.setCrossFilter,
      apply: mask.apply,
      maskStore: mask.store,
    }),
    [
      items,
      mask.dataMask,
      mask.ready,
      mask.pendingFilterIds,
      mask.setCrossFilter,
      mask.apply,
      mask.store,
    ],
  );
  const orientation: FilterBarOrientation =
    metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
  const [filterConfigOpen, setFilterConfigOpen] = useState(false);
  const crossFiltering = Object.entries(mask.dataMask).some(
    ([id, part]) => /^\d+$/.test(id) && Boolean(part.extraFormData?.filters?.length),
  );
  const filterBar = shown && (items.length > 0 || canEdit || crossFiltering) && (
    <FilterBar
      orientation={orientation}
      items={items}
      dataMask={mask.dataMask}
      onApply={mask.apply}
      dashboardId={dashboardId}
      onEditFilters={canEdit ? () => setFilterConfigOpen(true) : undefined}
      settings={
        canEdit && <FilterBarSettings orientation={orientation} updateDashboard={updateDashboard} />
      }
    />
  );
  const dialog = filterConfigOpen && (
    <FiltersConfigDialog
      onClose={() => setFilterConfigOpen(false)}
      updateDashboard={updateDashboard}
    />
  );
  return { filters, orientation, bar: filterBar, dialog };
}
