/**
 * The chart list's filters: search, owner, type, dataset, dashboard, favourite, certified
 * and modified by (their queries: api/chartsQuery.ts).
 */
import {
  useRelatedChartChangedByQuery,
  useRelatedChartDashboardsQuery,
  useRelatedChartOwnersQuery,
} from '../../api/chartApi';
import { useListDatasetsQuery } from '../../api/datasetApi';
import { lookupOptions } from '../../components/listView/options';
import type { ListFilterDeclaration } from '../../components/listView/types';
import { vizTypeOptions } from './vizTypes';

/** Datasets by name, for the Dataset filter. */
function useDatasetOptions(search: string) {
  const datasets = useListDatasetsQuery({
    page: 0,
    pageSize: 50,
    order: { column: 'table_name', direction: 'asc' },
    filters: { search },
  });
  const options = (datasets.data?.result ?? []).map((d) => ({ value: d.id, label: d.table_name }));
  return { options, loading: datasets.isFetching };
}

export const CHART_FILTERS: ListFilterDeclaration[] = [
  {
    kind: 'search',
    id: 'search',
    placeholder: 'Type a value',
    ariaLabel: 'Search',
    prefix: 'Search:',
    width: 280,
  },
  {
    kind: 'select',
    id: 'owner',
    label: 'Owner',
    width: 180,
    search: 'remote',
    useOptions: lookupOptions(useRelatedChartOwnersQuery),
  },
  // The registry is fixed for the life of the page.
  {
    kind: 'select',
    id: 'vizType',
    label: 'Type',
    width: 220,
    search: 'local',
    options: vizTypeOptions(),
  },
  {
    kind: 'select',
    id: 'dataset',
    label: 'Dataset',
    width: 200,
    search: 'remote',
    useOptions: useDatasetOptions,
  },
  {
    kind: 'select',
    id: 'dashboard',
    label: 'Dashboard',
    width: 220,
    search: 'remote',
    useOptions: lookupOptions(useRelatedChartDashboardsQuery),
  },
  { kind: 'flag', id: 'favorite', label: 'Favorite' },
  { kind: 'flag', id: 'certified', label: 'Certified' },
  {
    kind: 'select',
    id: 'modifiedBy',
    label: 'Modified by',
    width: 200,
    search: 'remote',
    useOptions: lookupOptions(useRelatedChartChangedByQuery),
  },
];
