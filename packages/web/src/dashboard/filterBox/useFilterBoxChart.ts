/**
 * A filter box on the dashboard: what it shows selected (its legacy filters in the mask) and,
 * while the filter boxes act (NOOP, SNOOZED), the hook its selection goes to; reviewing or
 * converted, it is deactivated (drawn under a veil, Superset's `isDeactivatedViz`).
 */
import { useMemo } from 'react';
import { FILTER_BOX_VIZ_TYPE, legacyFilterValues, legacyFiltersActive } from '@tessera/core';
import type { ChartProps } from '@tessera/charts';
import { useDashboardMask } from '../maskView';
import { useFilterBoxPage } from './FilterBoxContext';

export function useFilterBoxChart(
  chartId: number,
  vizType: string | undefined,
  props: Partial<ChartProps>,
): { props: Partial<ChartProps>; deactivated: boolean } {
  const page = useFilterBoxPage();
  const isFilterBox = vizType === FILTER_BOX_VIZ_TYPE && page !== null;
  // a filter box follows its legacy filters in the mask (the other charts need not)
  const valuesKey = useDashboardMask((s) =>
    isFilterBox ? JSON.stringify(legacyFilterValues(s.dataMask, chartId)) : '',
  );
  return useMemo(() => {
    if (!isFilterBox || !page) return { props, deactivated: false };
    const initialValues = JSON.parse(valuesKey) as Record<string, unknown>;
    const hooks = {
      ...props.hooks,
      ...(legacyFiltersActive(page.state) && {
        onAddFilter: (selection: Record<string, unknown>) => page.apply(chartId, selection),
      }),
    };
    const deactivated = page.state === 'REVIEWING' || page.state === 'CONVERTED';
    return { props: { ...props, hooks, initialValues }, deactivated };
  }, [isFilterBox, page, props, valuesKey, chartId]);
}
