/**
 * Charts list (/chart/list/): card and list views (LISTVIEWS_DEFAULT_CARD_VIEW picks the
 * first), search and filters, sorting, favourite stars, edit properties and delete (owners
 * and admins), bulk select and bulk delete, and "+ Chart" to the chart creation page.
 */
import { useState } from 'react';
import { App } from 'antd';
import { displayName, isAdmin, type ChartListItem } from '@tessera/core';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useChartPermissionsQuery,
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useListChartsQuery,
} from '../../api/chartApi';
import { CARD_SORTS, CHART_DEFAULT_ORDER } from '../../api/chartsQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { isFeatureEnabled } from '../../app/featureFlags';
import { DeleteModal } from '../../components/DeleteModal';
import { ListView } from '../../components/listView/ListView';
import { useBulkDelete } from '../../components/listView/useBulkDelete';
import { useImportExport } from '../../components/importModal/useImportExport';
import { useListView } from '../../components/listView/useListView';
import { ChartCard } from './ChartCard';
import { chartColumns, type ChartActions } from './chartColumns';
import { CHART_FILTERS } from './chartFilters';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { useChartFavorites } from './useChartFavorites';

export default function ChartsListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = getBootstrapUser();
  const admin = isAdmin(user.roles);
  const canWrite = (useChartPermissionsQuery().data ?? []).includes('can_write');
  const list = useListView<ChartListItem>({
    useList: useListChartsQuery,
    filters: CHART_FILTERS,
    defaultOrder: CHART_DEFAULT_ORDER,
    initialView: isFeatureEnabled('LISTVIEWS_DEFAULT_CARD_VIEW') ? 'card' : 'list',
  });
  const favorites = useChartFavorites(list.rows.map((r) => r.id));
  const [deleting, setDeleting] = useState<ChartListItem | null>(null);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [deleteChart, single] = useDeleteChartMutation();
  const bulkDelete = useBulkDelete(useDeleteChartsMutation(), 'charts', () => list.setSelected([]));

  const transfer = useImportExport('chart');

  const actions: ChartActions = {
    mayChange: (c) => canWrite && (admin || c.owners.some((o) => o.id === user.userId)),
    onEdit: setEditing,
    onDelete: setDeleting,
    onExport: (c) => transfer.exportOne(c.id),
  };

  const removeOne = async () => {
    if (!deleting) return;
    try {
      await deleteChart(deleting.id).unwrap();
      message.success(`Deleted: ${deleting.slice_name}`);
    } catch (e) {
      message.error(`There was an issue deleting: ${toApiErrorInfo(e).message}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ListView<ChartListItem>
        list={list}
        title="Charts"
        subtitle="Saved explorations of your datasets."
        add={
          canWrite
            ? { text: 'Chart', ariaLabel: 'Add chart', onClick: () => navigate('/chart/add/') }
            : undefined
        }
        importButton={canWrite ? transfer.importButton : undefined}
        noun="charts"
        emptyText={{ unfiltered: 'No charts yet', filtered: 'No charts match your filters' }}
        columns={chartColumns({ favorites, canWrite, actions })}
        card={{
          label: 'Charts',
          sorts: CARD_SORTS,
          render: (chart, selection) => (
            <ChartCard
              chart={chart}
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
                name: (c) => c.slice_name,
              }
            : undefined
        }
      />
      <DeleteModal
        open={deleting !== null}
        title="Please confirm"
        description={
          <>
            Are you sure you want to delete <b>{deleting?.slice_name}</b>?
          </>
        }
        loading={single.isLoading}
        onConfirm={() => void removeOne()}
        onCancel={() => setDeleting(null)}
      />
      {bulkDelete.confirmation}
      {transfer.modal}
      {editing && (
        <ChartPropertiesModal
          chart={{
            ...editing,
            owners: editing.owners.map((o) => ({ id: o.id, name: displayName(o) })),
          }}
          onClose={() => setEditing(null)}
          onSaved={() => message.success('Chart properties updated')}
        />
      )}
    </>
  );
}
