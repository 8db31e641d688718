/**
 * filter_timecolumn (Superset's Time column filter plugin): the temporal columns of the
 * filter's dataset (the dashboard's copy when a chart uses it, else the dataset's own), one
 * chosen as the charts' time column (`granularity_sqla`).
 */
import { useMemo } from 'react';
import { useGetDatasetQuery } from '../../api/datasetApi';
import { useDashboardData } from '../DashboardContext';
import type { FilterControlProps } from './filterControlProps';
import { SingleChoiceFilter } from './SingleChoiceFilter';

interface TemporalColumn {
  column_name: string;
  verbose_name?: string | null;
  is_dttm?: boolean | null;
}

export function TimeColumnFilter(props: FilterControlProps) {
  const { datasets } = useDashboardData();
  const datasetId = props.filter.targets?.[0]?.datasetId;
  const known = datasetId !== undefined ? datasets?.get(`${datasetId}__table`) : undefined;
  const fetched = useGetDatasetQuery(datasetId ?? 0, { skip: !datasetId || !!known || !datasets });
  const fetchedColumns = fetched.data?.result.columns;
  const options = useMemo(() => {
    const columns: TemporalColumn[] = known?.columns ?? fetchedColumns ?? [];
    return columns
      .filter((c) => c.is_dttm)
      .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));
  }, [known, fetchedColumns]);
  return <SingleChoiceFilter {...props} options={options} loading={fetched.isFetching} />;
}
