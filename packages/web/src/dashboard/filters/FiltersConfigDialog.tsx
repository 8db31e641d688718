/**
 * The filters' configuration dialog (config/NativeFiltersModal.tsx), loaded when an editor
 * first opens it from the bar's "Add or edit filters"; what it saves becomes the dashboard's
 * `native_filter_configuration` as held.
 */
import { lazy, Suspense } from 'react';
import type { DashboardShow, NativeFilterItem } from '@tessera/core';
import { parseDashboardMetadata } from '@tessera/core';
import { useDashboardData } from '../DashboardContext';

const NativeFiltersModal = lazy(() =>
  import('./config/NativeFiltersModal').then((m) => ({ default: m.NativeFiltersModal })),
);

export function FiltersConfigDialog({
  onClose,
  updateDashboard,
}: {
  onClose(): void;
  updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
}) {
  const { dashboard, layout, charts, datasets, nativeFilters } = useDashboardData();
  const onSave = (filters: NativeFilterItem[]) => {
    updateDashboard((d) => ({
      ...d,
      json_metadata: JSON.stringify({
        ...parseDashboardMetadata(d.json_metadata),
        native_filter_configuration: filters,
      }),
    }));
    onClose();
  };
  return (
    <Suspense fallback={null}>
      <NativeFiltersModal
        open
        dashboard={dashboard}
        layout={layout}
        charts={charts}
        datasets={datasets}
        filters={[...nativeFilters]}
        onSave={onSave}
        onCancel={onClose}
      />
    </Suspense>
  );
}
