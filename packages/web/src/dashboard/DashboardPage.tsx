/**
 * The dashboard page, `/superset/dashboard/<id or slug>/`: the dashboard, its charts and
 * datasets (what the page load started, api/dashboardPage.ts), drawn once the dashboard and its
 * charts have come (and the permalink the address names, whose tabs it shows); a dashboard
 * that cannot be read shows why. Each opening is logged, so that recent activity lists it.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorMessage } from '../components/ErrorMessage';
import { PageSpinner } from '../components/PageSpinner';
import { logEvent } from '../app/usageLog';
import { BackToHomeResult } from '../app/BackToHomeResult';
import { Dashboard } from './Dashboard';
import { useOpenedPermalink } from './permalink';
import { useDashboardOpening } from './useDashboardOpening';

export const MOUNT_DASHBOARD_EVENT = 'mount_dashboard';

function OpenedDashboard({ idOrSlug }: { idOrSlug: string }) {
  const opened = useDashboardOpening(idOrSlug);
  // the permalink the page opens from (its tabs, and its data mask for the filters)
  const permalink = useOpenedPermalink();
  const dashboardId = opened.dashboard?.id;
  useEffect(() => {
    if (dashboardId === undefined) return;
    logEvent(MOUNT_DASHBOARD_EVENT, {
      source: 'dashboard',
      source_id: dashboardId,
      dashboard_id: dashboardId,
    });
  }, [dashboardId]);

  // a dashboard that is not there, or not for this person: a page of its own, back home
  if (opened.error?.status === 404)
    return (
      <BackToHomeResult
        status="404"
        title="Dashboard not found"
        subTitle={opened.error.message || 'Not found'}
      />
    );
  if (opened.error)
    return (
      <div style={{ padding: 24 }}>
        <ErrorMessage message={opened.error.message} />
      </div>
    );
  if (!opened.dashboard || !opened.charts || !permalink.ready) return <PageSpinner />;
  return (
    <Dashboard
      dashboard={opened.dashboard}
      charts={opened.charts}
      datasets={opened.datasets}
      updateDashboard={opened.updateDashboard}
      reload={opened.reload}
      permalinkDataMask={permalink.dataMask}
    />
  );
}

export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  return <OpenedDashboard key={idOrSlug} idOrSlug={idOrSlug} />;
}
