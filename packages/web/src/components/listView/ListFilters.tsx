/**
 * The inputs of a list view's declared filters: search boxes (with a "Search in" column
 * choice where declared), selects over fixed, loaded or server-searched options, Yes/No
 * flags, segmented choices and time ranges.
 */
import { useState } from 'react';
import { DatePicker, Input, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useDebounced } from '../useDebounced';
import type {
  DateRangeFilter,
  FilterOption,
  FlagFilter,
  ListFilterDeclaration,
  SearchFilter,
  SegmentedFilter,
  SelectFilter,
} from './types';

/** Superset's debounce of a select's server-side search. */
const OPTION_SEARCH_MS = 300;
const YES_NO: FilterOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const NO_OPTIONS = () => ({ options: [] as FilterOption[], loading: false });

interface InputProps<F> {
  filter: F;
  value: unknown;
  values: Record<string, unknown>;
  onChange(id: string, value: unknown): void;
}

function SearchInput({ filter, value, values, onChange }: InputProps<SearchFilter>) {
  const box = (
    <Input.Search
      placeholder={filter.placeholder}
      allowClear
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange(filter.id, e.target.value)}
      onSearch={(text) => onChange(filter.id, text)}
      aria-label={filter.ariaLabel}
      prefix={filter.prefix && <Typography.Text type="secondary">{filter.prefix}</Typography.Text>}
      style={filter.columns ? undefined : { width: filter.width, maxWidth: '100%' }}
    />
  );
  if (!filter.columns) return box;
  const { id, options, width } = filter.columns;
  return (
    <Space.Compact style={{ width: filter.width, maxWidth: '100%' }}>
      <Select
        value={values[id] ?? options[0]?.value}
        onChange={(column) => onChange(id, column)}
        options={options}
        style={{ width }}
        aria-label="Search in"
      />
      {box}
    </Space.Compact>
  );
}

function SelectInput({ filter, value, onChange }: InputProps<SelectFilter>) {
  const [text, setText] = useState('');
  const search = useDebounced(text, OPTION_SEARCH_MS);
  const loaded = (filter.useOptions ?? NO_OPTIONS)(filter.search === 'remote' ? search : '');
  return (
    <Select<string | number>
      prefix={`${filter.label}:`}
      aria-label={filter.label}
      placeholder="All"
      allowClear
      style={{ width: filter.width }}
      value={value as string | number | undefined}
      loading={loaded.loading}
      showSearch={
        filter.search === 'remote'
          ? { onSearch: setText, filterOption: false }
          : filter.search === 'local'
            ? { optionFilterProp: 'label' }
            : undefined
      }
      onChange={(v) => onChange(filter.id, v)}
      options={filter.options ?? loaded.options}
    />
  );
}

function FlagInput({ filter, value, onChange }: InputProps<FlagFilter>) {
  return (
    <Select<string>
      prefix={`${filter.label}:`}
      aria-label={filter.label}
      placeholder="All"
      allowClear
      style={{ width: filter.width ?? 140 }}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(v) => onChange(filter.id, v === undefined ? undefined : v === 'yes')}
      options={YES_NO}
    />
  );
}

function SegmentedInput({ filter, value, onChange }: InputProps<SegmentedFilter>) {
  const index = Math.max(
    filter.options.findIndex((o) => o.value === value),
    0,
  );
  return (
    <Segmented<number>
      value={index}
      onChange={(i) => onChange(filter.id, filter.options[i]?.value)}
      options={filter.options.map((o, i) => ({ value: i, label: o.label }))}
    />
  );
}

function DateRangeInput({ filter, value, onChange }: InputProps<DateRangeFilter>) {
  const [from, to] = (value as [number | null, number | null] | undefined) ?? [null, null];
  return (
    <DatePicker.RangePicker
      aria-label={filter.label}
      prefix={`${filter.label}:`}
      showTime
      allowEmpty={[true, true]}
      value={[from === null ? null : dayjs(from), to === null ? null : dayjs(to)]}
      onChange={(range) => {
        const start = range?.[0]?.valueOf() ?? null;
        const end = range?.[1]?.valueOf() ?? null;
        onChange(filter.id, start === null && end === null ? undefined : [start, end]);
      }}
    />
  );
}

export function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: ListFilterDeclaration[];
  values: Record<string, unknown>;
  onChange(id: string, value: unknown): void;
}) {
  return filters.map((filter) => {
    const props = { value: values[filter.id], values, onChange };
    switch (filter.kind) {
      case 'search':
        return <SearchInput key={filter.id} filter={filter} {...props} />;
      case 'select':
        return <SelectInput key={filter.id} filter={filter} {...props} />;
      case 'flag':
        return <FlagInput key={filter.id} filter={filter} {...props} />;
      case 'segmented':
        return <SegmentedInput key={filter.id} filter={filter} {...props} />;
      case 'dateRange':
        return <DateRangeInput key={filter.id} filter={filter} {...props} />;
    }
  });
}
