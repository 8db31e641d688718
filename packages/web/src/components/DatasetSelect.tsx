/**
 * A select of datasets: the ones a page offers first (`preferred`, e.g. a dashboard's
 * datasets), then the datasets the server finds for what is typed (GET /api/v1/dataset/, the
 * name holding the text, last changed first, 25 at a time, the search debounced: the spec's
 * dataset picker).
 */
import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useListDatasetsQuery } from '../api/datasetApi';
import { DATASET_DEFAULT_ORDER } from '../api/datasetsQuery';
import { useDebounced } from './useDebounced';

export interface DatasetOption {
  value: number;
  label: string;
}

export const DATASET_PICKER_PAGE_SIZE = 25;

export interface DatasetSelectProps {
  id?: string;
  value?: number;
  onChange(datasetId: number): void;
  /** Offered first, in this order. */
  preferred?: readonly DatasetOption[];
  /** The chosen dataset's name while no option names it. */
  valueLabel?: string;
  status?: 'error';
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  style?: React.CSSProperties;
}

export function DatasetSelect(props: DatasetSelectProps) {
  const { preferred = [], value, valueLabel } = props;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const typed = useDebounced(search, 300).trim();
  const found = useListDatasetsQuery(
    {
      page: 0,
      pageSize: DATASET_PICKER_PAGE_SIZE,
      order: DATASET_DEFAULT_ORDER,
      filters: { search: typed },
    },
    { skip: !open && !typed },
  );
  const options = useMemo(() => {
    const text = search.trim().toLowerCase();
    const first = preferred.filter((o) => !text || o.label.toLowerCase().includes(text));
    const seen = new Set(first.map((o) => o.value));
    const rest = (found.data?.result ?? [])
      .filter((d) => !seen.has(d.id))
      .map((d) => ({ value: d.id, label: d.table_name }));
    const all = [...first, ...rest];
    if (value !== undefined && !all.some((o) => o.value === value))
      all.unshift({ value, label: valueLabel ?? String(value) });
    return all;
  }, [preferred, found.data, search, value, valueLabel]);
  return (
    <Select<number>
      id={props.id}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      aria-required={props['aria-required']}
      style={props.style}
      status={props.status}
      placeholder="Choose a dataset"
      value={value}
      options={options}
      loading={found.isFetching}
      showSearch={{ onSearch: setSearch, filterOption: false }}
      onOpenChange={setOpen}
      onChange={(id) => {
        setSearch('');
        props.onChange(id);
      }}
      notFoundContent={found.isFetching ? 'Loading...' : 'No datasets'}
    />
  );
}
