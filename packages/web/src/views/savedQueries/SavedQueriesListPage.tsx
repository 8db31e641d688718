/**
 * Saved queries list (/savedqueryview/list/): search (name, description, SQL), filters
 * (database, schema, modified by), server-side sorting and paging (last modified first);
 * preview the SQL, open in SQL Lab, copy the link, delete, bulk select and bulk delete.
 * A reload starts the filters afresh (only the page and order stay in the address).
 */
import { useState } from 'react';
import { App } from 'antd';
import { hasPermission, type SavedQueryListItem } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useDeleteSavedQueriesMutation,
  useDeleteSavedQueryMutation,
  useListSavedQueriesQuery,
} from '../../api/savedQueryApi';
import { SAVED_QUERY_DEFAULT_ORDER, savedQueryUrl } from '../../api/savedQueriesQuery';
import { getBootstrapUser } from '../../app/bootstrap';
import { DeleteModal } from '../../components/DeleteModal';
import { ListView } from '../../components/listView/ListView';
import { useBulkDelete } from '../../components/listView/useBulkDelete';
import { useImportExport } from '../../components/importModal/useImportExport';
import { useListView } from '../../components/listView/useListView';
import { copyText } from './copyText';
import { SavedQueryPreviewModal } from './SavedQueryPreviewModal';
import { savedQueryColumns } from './savedQueryColumns';
import { SAVED_QUERY_FILTERS } from './savedQueryFilters';

export default function SavedQueriesListPage() {
  const { message } = App.useApp();
  const canWrite = hasPermission(getBootstrapUser().roles, 'can_write', 'SavedQuery');
  const list = useListView<SavedQueryListItem>({
    useList: useListSavedQueriesQuery,
    filters: SAVED_QUERY_FILTERS,
    defaultOrder: SAVED_QUERY_DEFAULT_ORDER,
    url: 'paging',
  });
  const [deleting, setDeleting] = useState<SavedQueryListItem | null>(null);
  const [previewing, setPreviewing] = useState<SavedQueryListItem | null>(null);
  const [deleteOne, single] = useDeleteSavedQueryMutation();
  const transfer = useImportExport('saved_query');
  const bulkDelete = useBulkDelete(useDeleteSavedQueriesMutation(), 'queries', () =>
    list.setSelected([]),
  );

  const copyLink = async (q: SavedQueryListItem) => {
    try {
      await copyText(savedQueryUrl(q.id, window.location.origin));
      message.success('Link Copied!');
    } catch {
      message.error('Sorry, your browser does not support copying.');
    }
  };

  const removeOne = async () => {
    if (!deleting) return;
    const q = deleting;
    try {
      await deleteOne(q.id).unwrap();
      message.success(`Deleted: ${q.label}`);
    } catch (e) {
      message.error(`There was an issue deleting ${q.label}: ${toApiErrorInfo(e).message}`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ListView<SavedQueryListItem>
        list={list}
        title="Saved queries"
        subtitle="Queries you saved in SQL Lab."
        add={{ text: 'Query', href: '/sqllab/?new=true' }}
        importButton={canWrite ? transfer.importButton : undefined}
        noun="saved queries"
        emptyText={{
          unfiltered: 'No saved queries yet',
          filtered: 'No saved queries match your filters',
        }}
        columns={savedQueryColumns({
          canWrite,
          onPreview: setPreviewing,
          onCopyLink: (q) => void copyLink(q),
          onDelete: setDeleting,
          onExport: (q) => transfer.exportOne(q.id),
        })}
        bulk={
          canWrite
            ? {
                actions: [transfer.exportAction, bulkDelete.action],
                name: (q) => q.label,
              }
            : undefined
        }
      />
      <SavedQueryPreviewModal
        rows={list.rows}
        current={previewing}
        onChange={setPreviewing}
        onClose={() => setPreviewing(null)}
      />
      <DeleteModal
        open={deleting !== null}
        title="Delete Query?"
        description={`This action will permanently delete the saved query${deleting ? ` "${deleting.label}"` : ''}.`}
        loading={single.isLoading}
        onConfirm={() => void removeOne()}
        onCancel={() => setDeleting(null)}
      />
      {bulkDelete.confirmation}
      {transfer.modal}
    </>
  );
}
