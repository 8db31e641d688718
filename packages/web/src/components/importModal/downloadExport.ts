/** Starts the browser's download of an export bundle (a ZIP) of these items. */
import type { ImportResource } from '../../api/importExportApi';
import { exportUrl } from './importErrors';

export function downloadExport(resource: ImportResource, ids: number[]): void {
  const a = document.createElement('a');
  a.href = exportUrl(resource, ids);
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
