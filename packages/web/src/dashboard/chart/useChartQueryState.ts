/** A chart's query state in the dashboard's store, followed as it changes (while `active`). */
import { useCallback, useSyncExternalStore } from 'react';
import { IDLE, type ChartQueryState, type DashboardChartQueries } from '../chartQueries';

const NOT_FOLLOWED = () => () => undefined;

export function useChartQueryState(
  queries: DashboardChartQueries,
  chartId: number,
  /** False: the state is not followed (IDLE is answered): nothing is drawn again for it. */
  active = true,
): ChartQueryState {
  const subscribe = useCallback(
    (listener: () => void) => queries.subscribe(chartId, listener),
    [queries, chartId],
  );
  return useSyncExternalStore(active ? subscribe : NOT_FOLLOWED, () =>
    active ? queries.state(chartId) : IDLE,
  );
}
