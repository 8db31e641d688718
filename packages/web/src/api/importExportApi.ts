/**
 * Importing a bundle (Superset's `POST /api/v1/<resource>/import/`, multipart: `formData` the
 * ZIP, `passwords` by database file, `overwrite`). An import may add or replace objects of
 * the resource and of everything it carries, so each import makes those lists stale.
 */
import { tesseraApi } from './tesseraApi';

/** The resources with an import and an export, by their API path. */
export type ImportResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

type Tag = 'Dashboard' | 'Chart' | 'Dataset' | 'Database' | 'SavedQuery';

/** What an import of each resource brings along (a dashboard carries its charts ...). */
const STALE: Record<ImportResource, Tag[]> = {
  dashboard: ['Dashboard', 'Chart', 'Dataset', 'Database'],
  chart: ['Chart', 'Dataset', 'Database'],
  dataset: ['Dataset', 'Database'],
  database: ['Database', 'Dataset'],
  saved_query: ['SavedQuery', 'Database'],
};

export interface ImportRequest {
  resource: ImportResource;
  file: File;
  passwords: Record<string, string>;
  overwrite: boolean;
}

export const importExportApi = tesseraApi.injectEndpoints({
  endpoints: (build) => ({
    importBundle: build.mutation<{ message: string }, ImportRequest>({
      query: ({ resource, file, passwords, overwrite }) => {
        const body = new FormData();
        body.append('formData', file, file.name);
        if (Object.keys(passwords).length > 0) body.append('passwords', JSON.stringify(passwords));
        if (overwrite) body.append('overwrite', 'true');
        return { url: `/api/v1/${resource}/import/`, method: 'POST', body };
      },
      invalidatesTags: (_r, error, { resource }) => (error ? [] : STALE[resource]),
    }),
  }),
});

export const { useImportBundleMutation } = importExportApi;
