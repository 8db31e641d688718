/** The datasets list's filters: type, database, schema and owner. */
import { useState } from 'react';
import { Select } from 'antd';
import type { DatasetKindFilter } from '../../api/datasetsQuery';
import {
  useDistinctSchemasQuery,
  useRelatedDatabasesQuery,
  useRelatedOwnersQuery,
} from '../../api/datasetApi';
import { useDebounced } from '../../components/useDebounced';

export interface DatasetFilterValues {
  kind?: DatasetKindFilter;
  databaseId?: number;
  schema?: string;
  ownerId?: number;
}

export function DatasetFilters({
  value,
  onChange,
}: {
  value: DatasetFilterValues;
  onChange(value: DatasetFilterValues): void;
}) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const ownerFilter = useDebounced(ownerSearch, 300);
  const databases = useRelatedDatabasesQuery('');
  const schemas = useDistinctSchemasQuery('');
  const owners = useRelatedOwnersQuery(ownerFilter);
  const width = 170;

  return (
    <>
      <Select<DatasetKindFilter>
        prefix="Type:"
        aria-label="Type"
        placeholder="All"
        allowClear
        style={{ width }}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind })}
        options={[
          { value: 'physical', label: 'Physical' },
          { value: 'virtual', label: 'Virtual' },
        ]}
      />
      <Select<number>
        prefix="Database:"
        aria-label="Database"
        placeholder="All"
        allowClear
        style={{ width: width + 40 }}
        value={value.databaseId}
        loading={databases.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(databaseId) => onChange({ ...value, databaseId })}
        options={(databases.data?.result ?? []).map((d) => ({ value: d.value, label: d.text }))}
      />
      <Select<string>
        prefix="Schema:"
        aria-label="Schema"
        placeholder="All"
        allowClear
        style={{ width }}
        value={value.schema}
        loading={schemas.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(schema) => onChange({ ...value, schema })}
        options={(schemas.data?.result ?? []).map((s) => ({ value: s.value, label: s.text }))}
      />
      <Select<number>
        prefix="Owner:"
        aria-label="Owner"
        placeholder="All"
        allowClear
        style={{ width: width + 40 }}
        value={value.ownerId}
        loading={owners.isFetching}
        showSearch={{ onSearch: setOwnerSearch, filterOption: false }}
        onChange={(ownerId) => onChange({ ...value, ownerId })}
        options={(owners.data?.result ?? []).map((o) => ({ value: o.value, label: o.text }))}
      />
    </>
  );
}
