/**
 * A list's import and export (Superset's list pages): the header's Import button and its
 * modal, "Export" as a bulk action, and the download of the export of some rows.
 */
import { useState } from 'react';
import { App } from 'antd';
import type { BulkAction } from '../listView/types';
import { ImportModal, RESOURCE_LABELS } from './ImportModal';
import type { ImportResource } from '../../api/importExportApi';
import { downloadExport } from './downloadExport';

/** Downloads the export (a ZIP) of these objects. */
/** Superset's toast after an import ("Dashboard imported", "Query imported" ...). */
const IMPORTED: Record<ImportResource, string> = {
  dashboard: 'Dashboard imported',
  chart: 'Chart imported',
  dataset: 'Dataset imported',
  database: 'Database imported',
  saved_query: 'Query imported',
};

export function useImportExport(resource: ImportResource, onImported?: () => void) {
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  const importButton = {
    ariaLabel: `Import ${RESOURCE_LABELS[resource].many}`,
    onClick: () => setImporting(true),
  };
  const exportAction: BulkAction = {
    key: 'export',
    name: 'Export',
    onSelect: (ids) => downloadExport(resource, ids),
  };
  const modal = (
    <ImportModal
      resource={resource}
      open={importing}
      onClose={() => setImporting(false)}
      onImported={() => {
        setImporting(false);
        message.success(IMPORTED[resource]);
        onImported?.();
      }}
    />
  );
  return {
    importButton,
    exportAction,
    exportOne: (id: number) => downloadExport(resource, [id]),
    modal,
  };
}
