/**
 * Dashboards list (/dashboard/list/, Superset's DashboardList): card and list views
 * (LISTVIEWS_DEFAULT_CARD_VIEW picks the first), search in titles and slugs and filters,
 * sorting, favourite stars, edit properties and delete (owners and admins), bulk select and
 * bulk delete, and "+ Dashboard", which creates an empty dashboard and opens it for editing.
 */
import { Suspense, lazy, useState } from 'react';
import { App } from 'antd';
import { isAdmin, type DashboardListItem } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useBulkDeleteDashboardsMutation,
  useDashboardFavoriteStatusQuery,
  useDashboardPermissionsQuery,
  useDeleteDashboardMutation,
  useListDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboardApi';
import { DASHBOARD_CARD_SORTS, DASHBOARD_DEFAULT_ORDER } from '../../api/dashboardsQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { isFeatureEnabled } from '../../app/featureFlags';
import { DeleteModal } from '../../components/DeleteModal';
import { useFavorites } from '../../components/favorites';
import { ListView } from '../../components/listView/ListView';
import { useBulkDelete } from '../../components/listView/useBulkDelete';
import { useImportExport } from '../../components/importModal/useImportExport';
import { useListView } from '../../components/listView/useListView';
import { DashboardCard } from './DashboardCard';
import { dashboardColumns, titleOf, type DashboardActions } from './dashboardColumns';
import { DASHBOARD_FILTERS } from './dashboardFilters';
import { useNewDashboard } from './useNewDashboard';

const DashboardPropertiesModal = lazy(() => import('./DashboardPropertiesModal'));

function useDashboardFavorites(ids: number[]) {
  const status = useDashboardFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetDashboardFavoriteMutation();
  return useFavorites(status, (id, favorite) => setFavorite({ id, favorite }).unwrap());
}

export default function DashboardsListPage() {
  const { message } = App.useApp();
  const user = getBootstrapUser();
  const admin = isAdmin(user.roles);
  const canWrite = (useDashboardPermissionsQuery().data ?? []).includes('can_write');
  const list = useListView<DashboardListItem>({
    useList: useListDashboardsQuery,
    filters: DASHBOARD_FILTERS,
    defaultOrder: DASHBOARD_DEFAULT_ORDER,
    initialView: isFeatureEnabled('LISTVIEWS_DEFAULT_CARD_VIEW') ? 'card' : 'list',
  });
  const favorites = useDashboardFavorites(list.rows.map((r) => r.id));
  const newDashboard = useNewDashboard();
  const [deleting, setDeleting] = useState<DashboardListItem | null>(null);
  const [editing, setEditing] = useState<DashboardListItem | null>(null);
  const [deleteDashboard, single] = useDeleteDashboardMutation();
  const bulkDelete = useBulkDelete(useBulkDeleteDashboardsMutation(), 'dashboards', () =>
    list.setSelected([]),
  );

  const transfer = useImportExport('dashboard');

  const actions: DashboardActions = {
    mayChange: (d) => canWrite && (admin || d.owners.some((o) => o.id === user.userId)),
    onEdit: setEditing,
    onDelete: setDeleting,
    onExport: (d) => transfer.exportOne(d.id),
  };

  const removeOne = async () => {
    if (!deleting) return;
    const title = titleOf(deleting);
    try {
      await deleteDashboard(deleting.id).unwrap();
      message.success(`Deleted: ${title}`);
    } catch (e) {
      message.error(`There was an issue deleting ${title}: ${toApiErrorInfo(e).message}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ListView<DashboardListItem>
        list={list}
        title="Dashboards"
        subtitle="Charts arranged with filters, to share."
        add={
          canWrite
            ? { text: 'Dashboard', ariaLabel: 'Add dashboard', onClick: newDashboard.create }
            : undefined
        }
        importButton={canWrite ? transfer.importButton : undefined}
        noun="dashboards"
        emptyText={{
          unfiltered: 'No dashboards yet',
          filtered: 'No dashboards match your filters',
        }}
        columns={dashboardColumns({ favorites, canWrite, actions })}
        card={{
          label: 'Dashboards',
          sorts: DASHBOARD_CARD_SORTS,
          render: (dashboard, selection) => (
            <DashboardCard
              dashboard={dashboard}
              favorites={favorites}
              canWrite={canWrite}
              actions={actions}
              selection={selection}
            />
          ),
        }}
        bulk={
          canWrite
            ? {
                actions: [transfer.exportAction, bulkDelete.action],
                selectable: actions.mayChange,
                name: titleOf,
              }
            : undefined
        }
      />
      <DeleteModal
        open={deleting !== null}
        title="Please confirm"
        description={
          <>
            Are you sure you want to delete <b>{deleting && titleOf(deleting)}</b>?
          </>
        }
        loading={single.isLoading}
        onConfirm={() => void removeOne()}
        onCancel={() => setDeleting(null)}
      />
      {bulkDelete.confirmation}
      {transfer.modal}
      {editing && (
        <Suspense fallback={null}>
          <DashboardPropertiesModal
            dashboardId={editing.id}
            open
            onClose={() => setEditing(null)}
            onSaved={() => undefined}
          />
        </Suspense>
      )}
    </>
  );
}
