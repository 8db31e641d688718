/**
 * Saves keys of the dashboard's `json_metadata` at once (Superset's saveCrossFiltersSetting,
 * saveFilterBarOrientation, saveChartConfiguration): one `PUT /api/v1/dashboard/<pk>` with the
 * metadata as held and the keys changed, the rest kept; then the dashboard as held takes them.
 * A refusal shows why (the dashboard save texts).
 */
import { App } from 'antd';
import { parseDashboardMetadata, type DashboardMetadata, type DashboardShow } from '@tessera/core';
import { toApiErrorInfo } from '../../../api/apiError';
import { useUpdateDashboardMutation } from '../../../api/dashboardApi';
import { useDashboardData } from '../../DashboardContext';
import { SAVE_ERROR, SAVE_FORBIDDEN } from '../../useDashboardEdit';

export type UpdateDashboard = (change: (d: DashboardShow) => DashboardShow) => void;

const withChange = (json: string | null | undefined, change: Partial<DashboardMetadata>) =>
  JSON.stringify({ ...parseDashboardMetadata(json), ...change });

export function useSaveDashboardMetadata(updateDashboard: UpdateDashboard) {
  const { dashboard } = useDashboardData();
  const { message } = App.useApp();
  const [update, { isLoading: saving }] = useUpdateDashboardMutation();

  /** Saves the change; answers whether it was kept. */
  const save = async (change: Partial<DashboardMetadata>): Promise<boolean> => {
    try {
      await update({
        id: dashboard.id,
        body: { json_metadata: withChange(dashboard.json_metadata, change) },
      }).unwrap();
    } catch (e) {
      const error = toApiErrorInfo(e);
      message.error(error.status === 403 ? SAVE_FORBIDDEN : SAVE_ERROR(error.message));
      return false;
    }
    updateDashboard((d) => ({ ...d, json_metadata: withChange(d.json_metadata, change) }));
    return true;
  };

  return { save, saving };
}
