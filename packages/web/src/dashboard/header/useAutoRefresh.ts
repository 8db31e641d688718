/** Refreshes the dashboard's charts every `frequency` seconds (none while the page is hidden). */
import { useEffect } from 'react';
import type { DashboardMetadata } from '@tessera/core';
import { refreshedChartIds, staggerDelays } from './autoRefresh';

export function useAutoRefresh(
  frequency: number,
  chartIds: readonly number[],
  metadata: DashboardMetadata,
  refreshCharts: (chartIds: readonly number[]) => void,
): void {
  useEffect(() => {
    if (!frequency) return undefined;
    const timers: number[] = [];
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      const ids = refreshedChartIds(chartIds, metadata);
      staggerDelays(ids.length, frequency, metadata).forEach((delay, i) =>
        timers.push(window.setTimeout(() => refreshCharts([ids[i]!]), delay)),
      );
    };
    const interval = window.setInterval(refresh, frequency * 1000);
    return () => {
      window.clearInterval(interval);
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [frequency, chartIds, metadata, refreshCharts]);
}
