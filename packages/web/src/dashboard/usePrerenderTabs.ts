/**
 * Whether the tabs not shown may be drawn ahead of time: once the shown tabs' charts have their
 * answers and the browser is idle, so that drawing them takes nothing from the shown ones.
 */
import { useEffect, useState } from 'react';
import { chartQueryOrder, type DashboardLayout } from '@tessera/core';
import type { DashboardChartQueries } from './chartQueries';
import { whenIdle } from './openingQueries';

export function usePrerenderTabs(
  queries: DashboardChartQueries,
  layout: DashboardLayout,
  chosenTabs: readonly string[],
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const { first } = chartQueryOrder(layout, chosenTabs);
    void queries.whenSettled(first).then(() => whenIdle(() => live && setReady(true)));
    return () => {
      live = false;
    };
  }, [ready, queries, layout, chosenTabs]);
  return ready;
}
