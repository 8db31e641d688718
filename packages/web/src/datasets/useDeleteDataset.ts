/** Deleting one dataset: what it is linked to, then the confirmed delete. */
import { useState } from 'react';
import { App } from 'antd';
import type { DatasetListItem } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useDeleteDatasetMutation, useLazyDatasetRelatedObjectsQuery } from '../api/datasetApi';

export function useDeleteDataset() {
  const { message } = App.useApp();
  const [deleteDataset, state] = useDeleteDatasetMutation();
  const [relatedObjects] = useLazyDatasetRelatedObjectsQuery();
  const [deleting, setDeleting] = useState<{
    dataset: DatasetListItem;
    description: string;
  } | null>(null);

  const ask = async (dataset: DatasetListItem) => {
    const related = await relatedObjects(dataset.id)
      .unwrap()
      .catch(() => null);
    const charts = related?.charts.count ?? 0;
    const dashboards = related?.dashboards.count ?? 0;
    setDeleting({
      dataset,
      description:
        `The dataset ${dataset.table_name} is linked to ${charts} charts that appear on ` +
        `${dashboards} dashboards. Are you sure you want to continue? Deleting the dataset ` +
        'will break those objects.',
    });
  };

  const confirm = async () => {
    if (!deleting) return;
    const { dataset } = deleting;
    try {
      await deleteDataset(dataset.id).unwrap();
      message.success(`Deleted: ${dataset.table_name}`);
    } catch (e) {
      message.error(
        `There was an issue deleting ${dataset.table_name}: ${toApiErrorInfo(e).message}`,
      );
    } finally {
      setDeleting(null);
    }
  };

  return { deleting, ask, confirm, cancel: () => setDeleting(null), loading: state.isLoading };
}
