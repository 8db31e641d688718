/**
 * The explore page's dialogs: change dataset, edit dataset, query preview, save as dataset,
 * save, chart properties and embed code. One opens at a time; the module loads on the first
 * opening, so the page's first draw carries none of their code.
 */
import { lazy, Suspense } from 'react';
import type { QueryFormData } from '@tessera/charts';
import { EmbedCodeModal } from '../components/EmbedCodeModal';
import { ChangeDatasetModal } from '../datasets/ChangeDatasetModal';
import { ChartPropertiesModal } from '../views/charts/ChartPropertiesModal';
import { QueryPreviewModal } from './QueryPreviewModal';
import { SaveAsDatasetModal } from './SaveAsDatasetModal';
import { SaveModal, type OnChartSaved } from './SaveModal';
import type { ExploreDataset, ExploreSlice } from '@tessera/core';

const DatasourceModal = lazy(() => import('../datasets/DatasourceModal'));

export type ExploreDialog =
  'change' | 'edit' | 'preview' | 'save' | 'properties' | 'save_as_dataset' | 'embed';

export interface ExploreDialogsProps {
  open: ExploreDialog;
  datasource: ExploreDataset;
  formData: QueryFormData;
  slice: ExploreSlice | null;
  /** The name typed for a chart not saved yet. */
  newName: string;
  canOverwrite: boolean;
  embedUrl: string;
  onClose(): void;
  /** Reopens the dataset under this key (after a change or an edit). */
  onReloadDataset(datasourceKey: string): void;
  onDatasetCreated(id: number): void;
  onSaved: OnChartSaved;
  onPropertiesSaved(slice: ExploreSlice): void;
}

export default function ExploreDialogs(props: ExploreDialogsProps) {
  const { open, datasource, formData, slice, onClose } = props;
  if (open === 'change') {
    return (
      <ChangeDatasetModal
        open
        onHide={onClose}
        onChange={props.onReloadDataset}
        onDatasourceSave={() => undefined}
      />
    );
  }
  if (open === 'edit' && datasource.id !== undefined && datasource.id !== null) {
    return (
      <Suspense fallback={null}>
        <DatasourceModal
          datasetId={datasource.id}
          onClose={onClose}
          onSaved={() => {
            onClose();
            props.onReloadDataset(formData.datasource);
          }}
        />
      </Suspense>
    );
  }
  if (open === 'preview') return <QueryPreviewModal formData={formData} onClose={onClose} />;
  if (open === 'save_as_dataset') {
    return (
      <SaveAsDatasetModal
        open
        datasource={datasource}
        formData={formData}
        onClose={onClose}
        onCreated={props.onDatasetCreated}
      />
    );
  }
  if (open === 'save') {
    return (
      <SaveModal
        formData={formData}
        sliceId={slice?.slice_id ?? null}
        sliceName={slice?.slice_name ?? props.newName}
        canOverwrite={props.canOverwrite}
        onClose={onClose}
        onSaved={props.onSaved}
      />
    );
  }
  if (open === 'properties' && slice) {
    return (
      <ChartPropertiesModal
        chart={{
          id: slice.slice_id,
          slice_name: slice.slice_name ?? '',
          description: slice.description ?? null,
          certified_by: slice.certified_by ?? null,
          certification_details: slice.certification_details ?? null,
          cache_timeout: slice.cache_timeout,
          // The explore state names owners by id; the owner search gives their names.
          owners: slice.owners.map((id) => ({ id, name: String(id) })),
        }}
        onClose={onClose}
        onSaved={(body) =>
          props.onPropertiesSaved({
            ...slice,
            ...body,
            slice_name: body.slice_name ?? slice.slice_name,
          } as ExploreSlice)
        }
      />
    );
  }
  if (open === 'embed') return <EmbedCodeModal url={props.embedUrl} onClose={onClose} />;
  return null;
}
