/**
 * Datasets list (/tablemodelview/list/): search by name, filters (type, database, schema,
 * owner), server-side sorting and paging (last modified first); edit (owners and admins),
 * delete, duplicate (virtual datasets), bulk select and bulk delete; "+ Dataset".
 */
import { Suspense, lazy, useState } from 'react';
import { hasPermission, isAdmin, type DatasetListItem } from '@tessera/core';
import { useNavigate } from 'react-router-dom';
import { useDeleteDatasetsMutation, useListDatasetsQuery } from '../api/datasetApi';
import { DATASET_DEFAULT_ORDER } from '../api/datasetsQuery';
import { getBootstrapUser } from '../app/bootstrap';
import { DeleteModal } from '../components/DeleteModal';
import { ListView } from '../components/listView/ListView';
import { useBulkDelete } from '../components/listView/useBulkDelete';
import { useImportExport } from '../components/importModal/useImportExport';
import { useListView } from '../components/listView/useListView';
import { datasetColumns } from './datasetColumns';
import { DATASET_FILTERS } from './datasetFilters';
import { DuplicateDatasetModal } from './DuplicateDatasetModal';
import { useDeleteDataset } from './useDeleteDataset';

const DatasourceModal = lazy(() => import('./DatasourceModal'));

export default function DatasetsListPage() {
  const navigate = useNavigate();
  const user = getBootstrapUser();
  const canWrite = hasPermission(user.roles, 'can_write', 'Dataset');
  const admin = isAdmin(user.roles);
  const list = useListView<DatasetListItem>({
    useList: useListDatasetsQuery,
    filters: DATASET_FILTERS,
    defaultOrder: DATASET_DEFAULT_ORDER,
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [duplicating, setDuplicating] = useState<DatasetListItem | null>(null);
  const bulkDelete = useBulkDelete(useDeleteDatasetsMutation(), 'datasets', () =>
    list.setSelected([]),
  );
  const single = useDeleteDataset();
  const transfer = useImportExport('dataset');

  /** Owners and admins may change a dataset (besides holding can_write on Dataset). */
  const mayChange = (ds: DatasetListItem) =>
    canWrite && (admin || ds.owners.some((o) => o.id === user.userId));

  return (
    <>
      <ListView<DatasetListItem>
        list={list}
        title="Datasets"
        subtitle="The tables and queries charts are built on."
        add={
          canWrite
            ? {
                text: 'Dataset',
                ariaLabel: 'Add dataset',
                onClick: () => navigate('/dataset/add/'),
              }
            : undefined
        }
        importButton={canWrite ? transfer.importButton : undefined}
        noun="datasets"
        emptyText={{ unfiltered: 'No datasets yet', filtered: 'No datasets match your filters' }}
        columns={datasetColumns({
          mayChange,
          canWrite,
          onEdit: (ds) => setEditing(ds.id),
          onDelete: (ds) => void single.ask(ds),
          onDuplicate: setDuplicating,
          onExport: (ds) => transfer.exportOne(ds.id),
        })}
        bulk={
          canWrite
            ? {
                actions: [transfer.exportAction, bulkDelete.action],
                selectable: mayChange,
                name: (ds) => ds.table_name,
              }
            : undefined
        }
      />
      <DeleteModal
        open={single.deleting !== null}
        title="Delete Dataset?"
        description={single.deleting?.description}
        loading={single.loading}
        onConfirm={() => void single.confirm()}
        onCancel={single.cancel}
      />
      {bulkDelete.confirmation}
      {transfer.modal}
      <DuplicateDatasetModal dataset={duplicating} onClose={() => setDuplicating(null)} />
      {editing !== null && (
        <Suspense fallback={null}>
          <DatasourceModal datasetId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
