/**
 * The dataset a filter is on, with its columns, metrics and time grains: one of the
 * dashboard's datasets as the page holds them, or another one asked for as explore opens it
 * (`GET /api/v1/explore/?datasource_id=<id>&datasource_type=table`).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ExploreDataset } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { exploreApi } from '../../../api/exploreApi';

export type DatasetsByKey = ReadonlyMap<string, DashboardDataset> | undefined;

export const datasetKey = (id: number) => `${id}__table`;

/** How a dataset is named in the dialog. */
export const datasetLabel = (d: Pick<ExploreDataset, 'table_name' | 'name'>) =>
  d.table_name || d.name;

export function useFilterDataset(
  datasetId: number | undefined,
  datasets: DatasetsByKey,
): { dataset?: DashboardDataset; loading: boolean } {
  const held = datasetId === undefined ? undefined : datasets?.get(datasetKey(datasetId));
  const asked = exploreApi.endpoints.exploreState.useQuery(
    datasetId === undefined || held || !datasets
      ? skipToken
      : `datasource_id=${datasetId}&datasource_type=table`,
  );
  if (datasetId === undefined) return { loading: false };
  if (held) return { dataset: held, loading: false };
  const found = asked.currentData?.dataset;
  if (found) return { dataset: { ...found, id: datasetId }, loading: false };
  return { loading: !datasets || asked.isFetching };
}
