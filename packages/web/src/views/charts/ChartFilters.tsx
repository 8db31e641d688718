/**
 * The chart list's filters: owner, type, dataset, dashboard, favourite, certified and
 * modified by.
 */
import { useState } from 'react';
import { Select } from 'antd';
import {
  useRelatedChartChangedByQuery,
  useRelatedChartDashboardsQuery,
  useRelatedChartOwnersQuery,
} from '../../api/chartApi';
import type { ChartFilterValues } from '../../api/chartsQuery';
import { useListDatasetsQuery } from '../../api/datasetApi';
import { useDebounced } from '../../components/useDebounced';
import { vizTypeOptions } from './vizTypes';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
/** The registry is fixed for the life of the page. */
const VIZ_TYPES = vizTypeOptions();
const toYesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? 'yes' : 'no');
const fromYesNo = (v: string | undefined) => (v === undefined ? undefined : v === 'yes');

/** A select over a searched, server-side list of people, datasets or dashboards. */
function useSearch() {
  const [text, setText] = useState('');
  return { text: useDebounced(text, 300), setText };
}

export function ChartFilters({
  value,
  onChange,
}: {
  value: ChartFilterValues;
  onChange(value: ChartFilterValues): void;
}) {
  const ownerSearch = useSearch();
  const changedBySearch = useSearch();
  const datasetSearch = useSearch();
  const dashboardSearch = useSearch();
  const owners = useRelatedChartOwnersQuery(ownerSearch.text);
  const changedBy = useRelatedChartChangedByQuery(changedBySearch.text);
  const dashboards = useRelatedChartDashboardsQuery(dashboardSearch.text);
  const datasets = useListDatasetsQuery({
    page: 0,
    pageSize: 50,
    orderColumn: 'table_name',
    orderDirection: 'asc',
    search: datasetSearch.text,
  });
  const width = 180;
  const related = (data: typeof owners.data) =>
    (data?.result ?? []).map((o) => ({ value: o.value, label: o.text }));

  return (
    <>
      <Select<number>
        prefix="Owner:"
        aria-label="Owner"
        placeholder="All"
        allowClear
        style={{ width }}
        value={value.ownerId}
        loading={owners.isFetching}
        showSearch={{ onSearch: ownerSearch.setText, filterOption: false }}
        onChange={(ownerId) => onChange({ ...value, ownerId })}
        options={related(owners.data)}
      />
      <Select<string>
        prefix="Type:"
        aria-label="Type"
        placeholder="All"
        allowClear
        style={{ width: width + 40 }}
        value={value.vizType}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(vizType) => onChange({ ...value, vizType })}
        options={VIZ_TYPES}
      />
      <Select<number>
        prefix="Dataset:"
        aria-label="Dataset"
        placeholder="All"
        allowClear
        style={{ width: width + 20 }}
        value={value.datasetId}
        loading={datasets.isFetching}
        showSearch={{ onSearch: datasetSearch.setText, filterOption: false }}
        onChange={(datasetId) => onChange({ ...value, datasetId })}
        options={(datasets.data?.result ?? []).map((d) => ({ value: d.id, label: d.table_name }))}
      />
      <Select<number>
        prefix="Dashboard:"
        aria-label="Dashboard"
        placeholder="All"
        allowClear
        style={{ width: width + 40 }}
        value={value.dashboardId}
        loading={dashboards.isFetching}
        showSearch={{ onSearch: dashboardSearch.setText, filterOption: false }}
        onChange={(dashboardId) => onChange({ ...value, dashboardId })}
        options={related(dashboards.data)}
      />
      <Select<string>
        prefix="Favorite:"
        aria-label="Favorite"
        placeholder="All"
        allowClear
        style={{ width: 140 }}
        value={toYesNo(value.favorite)}
        onChange={(v) => onChange({ ...value, favorite: fromYesNo(v) })}
        options={YES_NO}
      />
      <Select<string>
        prefix="Certified:"
        aria-label="Certified"
        placeholder="All"
        allowClear
        style={{ width: 140 }}
        value={toYesNo(value.certified)}
        onChange={(v) => onChange({ ...value, certified: fromYesNo(v) })}
        options={YES_NO}
      />
      <Select<number>
        prefix="Modified by:"
        aria-label="Modified by"
        placeholder="All"
        allowClear
        style={{ width: width + 20 }}
        value={value.modifiedById}
        loading={changedBy.isFetching}
        showSearch={{ onSearch: changedBySearch.setText, filterOption: false }}
        onChange={(modifiedById) => onChange({ ...value, modifiedById })}
        options={related(changedBy.data)}
      />
    </>
  );
}
