/**
 * Databases list (/databaseview/list/): server-side paging, sorting and search; the
 * connection dialog to add or edit one; delete with confirmation (refused while datasets
 * use the connection, with the server's message).
 */
import { useState } from 'react';
import { App } from 'antd';
import { hasPermission, type DatabaseListItem } from '@tessera/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteDatabaseMutation,
  useLazyDatabaseRelatedObjectsQuery,
  useListDatabasesQuery,
} from '../../api/databaseApi';
import { getBootstrapUser } from '../../app/bootstrap';
import { DeleteModal } from '../../components/DeleteModal';
import { useImportExport } from '../../components/importModal/useImportExport';
import { ListView } from '../../components/listView/ListView';
import type { ListFilterDeclaration } from '../../components/listView/types';
import { useListView } from '../../components/listView/useListView';
import { databaseColumns } from './databaseColumns';
import { DatabaseModal } from './DatabaseModal';

/** Name, exposed in SQL Lab, asynchronous query execution (api/databasesQuery.ts). */
const DATABASE_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Search databases',
    ariaLabel: 'Search databases',
    width: 300,
  },
  { kind: 'flag', id: 'exposeInSqlLab', label: 'Expose in SQL Lab', width: 205 },
  { kind: 'flag', id: 'allowRunAsync', label: 'AQE', width: 130 },
];

interface Deleting {
  database: DatabaseListItem;
  description: string;
}

export default function DatabasesListPage() {
  const { message, modal } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const canWrite = hasPermission(getBootstrapUser().roles, 'can_write', 'Database');
  const list = useListView<DatabaseListItem>({
    useList: useListDatabasesQuery,
    filters: DATABASE_FILTERS,
    initialOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  });
  const [deleteDatabase, deleteState] = useDeleteDatabaseMutation();
  const [relatedObjects] = useLazyDatabaseRelatedObjectsQuery();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; id?: number }>({ open: false });
  const transfer = useImportExport('database');
  // `#create` (Superset's link from the "+" menu) opens the dialog for a new connection.
  const createFromLink = canWrite && location.hash === '#create';

  const closeDialog = () => {
    setDialog({ open: false });
    if (location.hash) void navigate({ search: location.search, hash: '' }, { replace: true });
  };

  const askDelete = async (database: DatabaseListItem) => {
    const related = await relatedObjects(database.id)
      .unwrap()
      .catch(() => null);
    const charts = related?.charts.count ?? 0;
    const dashboards = related?.dashboards.count ?? 0;
    const tabs = related?.sqllab_tab_states.count ?? 0;
    setDeleting({
      database,
      description:
        `The database ${database.database_name} is linked to ${charts} charts that appear on ` +
        `${dashboards} dashboards and users have ${tabs} SQL Lab tabs using this database ` +
        'open. Are you sure you want to continue? Deleting the database will break those objects.',
    });
  };

  const remove = async () => {
    if (!deleting) return;
    const { database } = deleting;
    try {
      await deleteDatabase(database.id).unwrap();
      message.success(`Deleted: ${database.database_name}`);
      setDeleting(null);
    } catch (e) {
      setDeleting(null);
      modal.error({
        title: `The database ${database.database_name} could not be deleted`,
        content: toApiErrorInfo(e).message,
      });
    }
  };

  return (
    <>
      <ListView<DatabaseListItem>
        list={list}
        title="Databases"
        subtitle="The database connections charts, datasets and SQL Lab query."
        add={
          canWrite
            ? {
                text: 'Database',
                ariaLabel: 'Add database',
                onClick: () => setDialog({ open: true }),
              }
            : undefined
        }
        importButton={canWrite ? transfer.importButton : undefined}
        noun="databases"
        emptyText={{
          unfiltered: 'No databases yet',
          filtered: 'No databases match your search',
          filteredBy: ['search'],
        }}
        columns={databaseColumns({
          canWrite,
          onEdit: (db) => setDialog({ open: true, id: db.id }),
          onDelete: (db) => void askDelete(db),
          onExport: (db) => transfer.exportOne(db.id),
        })}
      />
      {transfer.modal}
      <DatabaseModal
        open={dialog.open || createFromLink}
        databaseId={createFromLink ? undefined : dialog.id}
        onClose={closeDialog}
      />
      <DeleteModal
        open={deleting !== null}
        title="Delete Database?"
        description={deleting?.description}
        loading={deleteState.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
