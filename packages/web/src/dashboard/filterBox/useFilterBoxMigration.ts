/**
 * The page's filter boxes (core's legacyFilters.ts and filterBoxMigration.ts): the state of
 * their migration to native filters as Superset's DashboardPage keeps it (the address's
 * `migration_state`, a snooze kept 24 hours in this browser, a dashboard already converted),
 * the legacy filters while they act (NOOP, SNOOZED), what the dashboard opens with (their
 * values), and, while reviewing, the native filters they convert into (shown in the bar,
 * `show_native_filters` forced on) until saved with the dashboard (CONVERTED).
 */
import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import {
  FILTER_BOX_TRANSITION_SNOOZED_AT,
  MIGRATION_STATE_PARAM,
  filterBoxMigrationState,
  hasNativeFilterConfiguration,
  isFilterBox,
  legacyDashboardFilters,
  legacyFilterDefaults,
  legacyFiltersActive,
  nativeFilterConfigOfFilterBoxes,
  preselectFiltersOf,
  type DashboardChart,
  type DashboardDataMask,
  type DashboardLayout,
  type DashboardMetadata,
  type DashboardShow,
  type FilterBoxMigrationState,
  type LegacyDashboardFilter,
  type NativeFilter,
} from '@tessera/core';
import { useUpdateDashboardMutation } from '../../api/dashboardApi';
import { toApiErrorInfo } from '../../api/apiError';
import { isFeatureEnabled } from '../../app/featureFlags';
import { SAVE_ERROR, SAVE_FORBIDDEN, SAVE_SUCCESS } from '../useDashboardEdit';

/** The address parameter that opens with other filter box values than the saved defaults. */
const PRESELECT_FILTERS_PARAM = 'preselect_filters';

function readSnoozes(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(FILTER_BOX_TRANSITION_SNOOZED_AT) ?? '{}',
    );
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function snooze(dashboardId: number) {
  const snoozes = { ...readSnoozes(), [dashboardId]: Date.now() };
  window.localStorage.setItem(FILTER_BOX_TRANSITION_SNOOZED_AT, JSON.stringify(snoozes));
}

export interface FilterBoxMigration {
  state: FilterBoxMigrationState;
  /** The filter boxes as dashboard filters while they act (NOOP, SNOOZED), else none. */
  legacyFilters: Record<string, LegacyDashboardFilter>;
  /** The filter boxes' values the dashboard's data mask opens with. */
  openingMask: DashboardDataMask;
  /** The metadata the page's filters read: while reviewing, with the converted filters. */
  metadata: DashboardMetadata;
  /** Whether the native filter bar shows (Superset's `show_native_filters`). */
  showNativeFilters: boolean;
  saving: boolean;
  /** "Start Review". */
  review(): void;
  /** "Remind me in 24 hours". */
  snooze(): void;
  /** Not now: this visit only. */
  dismiss(): void;
  /** Saves the dashboard with the converted filters. */
  save(): Promise<void>;
}

export function useFilterBoxMigration({
  dashboard,
  charts,
  layout,
  metadata,
  canEdit,
  updateDashboard,
  reload,
}: {
  dashboard: DashboardShow;
  charts: readonly DashboardChart[];
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  canEdit: boolean;
  updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
  reload(): void;
}): FilterBoxMigration {
  const { message } = App.useApp();
  const [update, { isLoading: saving }] = useUpdateDashboardMutation();
  const [opening] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const preselect = preselectFiltersOf(
      params.get(PRESELECT_FILTERS_PARAM) ?? metadata.default_filters,
    );
    return { requested: params.get(MIGRATION_STATE_PARAM), preselect };
  });
  const convert = () =>
    nativeFilterConfigOfFilterBoxes(charts, metadata, layout, opening.preselect);
  const [{ state, converted }, setMigration] = useState(() => {
    const initial = filterBoxMigrationState({
      canEdit,
      nativeFiltersEnabled: isFeatureEnabled('DASHBOARD_NATIVE_FILTERS'),
      hasFilterBox: charts.some(isFilterBox),
      converted: hasNativeFilterConfiguration(metadata),
      requested: opening.requested,
      snoozedAt: readSnoozes()[dashboard.id],
      now: Date.now(),
    });
    return { state: initial, converted: initial === 'REVIEWING' ? convert() : null };
  });
  const setState = (next: FilterBoxMigrationState, filters: NativeFilter[] | null = null) =>
    setMigration({ state: next, converted: filters });

  const active = legacyFiltersActive(state);
  const legacyFilters = useMemo(
    () => (active ? legacyDashboardFilters(charts, metadata, layout, opening.preselect) : {}),
    [active, charts, metadata, layout, opening.preselect],
  );
  const [openingMask] = useState(() =>
    legacyFilterDefaults(legacyDashboardFilters(charts, metadata, layout, opening.preselect)),
  );
  const reviewing = state === 'REVIEWING' && converted !== null;
  const pageMetadata = useMemo(
    () =>
      reviewing
        ? {
            ...metadata,
            native_filter_configuration:
              converted as unknown as DashboardMetadata['native_filter_configuration'],
            show_native_filters: true,
          }
        : metadata,
    [reviewing, metadata, converted],
  );
  const showNativeFilters =
    reviewing ||
    (metadata.show_native_filters ??
      (state === 'CONVERTED' || state === 'REVIEWING' || state === 'NOOP'));

  const save = useCallback(async () => {
    if (!converted) return;
    const json_metadata = JSON.stringify({
      ...metadata,
      native_filter_configuration: converted,
      show_native_filters: true,
    });
    try {
      await update({ id: dashboard.id, body: { json_metadata } }).unwrap();
      message.success(SAVE_SUCCESS);
      setMigration({ state: 'CONVERTED', converted: null });
      updateDashboard((d) => ({ ...d, json_metadata }));
      reload();
    } catch (e) {
      const error = toApiErrorInfo(e);
      message.error(error.status === 403 ? SAVE_FORBIDDEN : SAVE_ERROR(error.message));
    }
  }, [converted, metadata, update, dashboard.id, message, updateDashboard, reload]);

  return {
    state,
    legacyFilters,
    openingMask,
    metadata: pageMetadata,
    showNativeFilters,
    saving,
    review: () => setState('REVIEWING', convert()),
    snooze: () => {
      snooze(dashboard.id);
      setState('SNOOZED');
    },
    dismiss: () => setState('SNOOZED'),
    save,
  };
}
