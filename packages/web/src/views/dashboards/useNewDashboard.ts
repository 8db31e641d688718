/**
 * "+ Dashboard" (Superset's `/dashboard/new/`): an empty dashboard called
 * "[ untitled dashboard ]", owned by its creator, opened in edit mode.
 */
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import { useCreateDashboardMutation } from '../../api/dashboardApi';
import { UNTITLED_DASHBOARD, dashboardEditUrl } from '../../api/dashboardsQuery';

export function useNewDashboard(): { create(): void; creating: boolean } {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [createDashboard, state] = useCreateDashboardMutation();
  const create = () => {
    if (state.isLoading) return;
    createDashboard({ dashboard_title: UNTITLED_DASHBOARD })
      .unwrap()
      .then(({ id }) => navigate(dashboardEditUrl(id)))
      .catch((e: unknown) =>
        message.error(`An error occurred while creating dashboards: ${toApiErrorInfo(e).message}`),
      );
  };
  return { create, creating: state.isLoading };
}
