/**
 * The dashboard, its charts and datasets as the page holds them: taken from what the page
 * load started (api/dashboardPage.ts), else asked for now; asked again after a save (the page
 * keeps showing what it has meanwhile). A failure to load the datasets draws the charts
 * without them; a failure of the others is the page's error.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DashboardChart, DashboardShow } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import {
  dashboardOpening,
  openDashboard,
  releaseDashboardOpening,
  type DashboardDataset,
  type DashboardOpening,
} from '../api/dashboardPage';

export interface OpenedDashboard {
  dashboard?: DashboardShow;
  charts?: DashboardChart[];
  datasets?: DashboardDataset[];
  error?: ApiErrorInfo;
}

export function useDashboardOpening(idOrSlug: string) {
  const [opening, setOpening] = useState<DashboardOpening>(() => dashboardOpening(idOrSlug));
  const [state, setState] = useState<OpenedDashboard>(() => ({ ...opening.ready }));

  useEffect(() => {
    releaseDashboardOpening(opening);
    let live = true;
    const keep = (key: 'dashboard' | 'charts' | 'datasets') => (value: unknown) =>
      live && setState((s) => ({ ...s, [key]: value }));
    const fail = (e: unknown) => live && setState((s) => ({ ...s, error: toApiErrorInfo(e) }));
    opening.dashboard.then(keep('dashboard'), fail);
    opening.charts.then(keep('charts'), fail);
    opening.datasets.then(keep('datasets'), () => keep('datasets')([]));
    return () => {
      live = false;
    };
  }, [opening]);

  /** Asks for all three again (after a save), by id. */
  const reload = useCallback(() => {
    setOpening((current) => {
      const id = current.ready.dashboard?.id;
      return openDashboard(id === undefined ? current.idOrSlug : String(id));
    });
  }, []);

  /** Changes the dashboard as held (a publish, a property saved). */
  const updateDashboard = useCallback(
    (change: (d: DashboardShow) => DashboardShow) =>
      setState((s) => (s.dashboard ? { ...s, dashboard: change(s.dashboard) } : s)),
    [],
  );

  return { ...state, reload, updateDashboard };
}
