/** A chart's query state in the dashboard's store, followed as it changes. */
import { useCallback, useSyncExternalStore } from 'react';
import type { ChartQueryState, DashboardChartQueries } from '../chartQueries';

export function useChartQueryState(
  queries: DashboardChartQueries,
  chartId: number,
): ChartQueryState {
  const subscribe = useCallback(
    (listener: () => void) => queries.subscribe(chartId, listener),
    [queries, chartId],
  );
  return useSyncExternalStore(subscribe, () => queries.state(chartId));
}
