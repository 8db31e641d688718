/**
 * The props a dashboard chart is drawn with beyond its data: the label colours, the drill
 * menu's right-click (useDashboardDrill.ts) and, when the dashboard takes cross-filters (flag
 * DASHBOARD_CROSS_FILTERS, `cross_filters_enabled`, not in edit mode), `emitCrossFilters`, the
 * `setDataMask` hook that keeps the chart's cross-filter in the page's data mask and the
 * chart's own `filterState` from it (what it shows selected).
 */
import { useCallback, useMemo } from 'react';
import type { DataMask } from '@tessera/core';
import type { ChartHooks, ChartProps, LabelColorNamespace } from '@tessera/charts';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { useDashboardMask, type DashboardMaskSnapshot } from '../maskView';

export function useCrossFilterProps(
  chartId: number,
  labelColors: LabelColorNamespace,
  drillHooks: Pick<ChartHooks, 'onContextMenu'> | undefined,
): Partial<ChartProps> {
  const { crossFiltersEnabled, setCrossFilter } = useDashboardData();
  const { editMode } = useDashboardView();
  const emit = crossFiltersEnabled && !editMode;
  const ownState = useDashboardMask(
    useCallback((s: DashboardMaskSnapshot) => s.dataMask[String(chartId)]?.filterState, [chartId]),
  );
  const filterState = emit ? ownState : undefined;
  return useMemo(() => {
    const hooks: ChartHooks = {
      ...drillHooks,
      ...(emit && {
        setDataMask: (mask) => setCrossFilter(chartId, mask as DataMask),
      }),
    };
    return {
      labelColors,
      ...(Object.keys(hooks).length && { hooks }),
      ...(emit && { emitCrossFilters: true }),
      ...(filterState && { filterState }),
    };
  }, [chartId, labelColors, drillHooks, emit, setCrossFilter, filterState]);
}
