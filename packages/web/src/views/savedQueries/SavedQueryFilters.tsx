/** The saved queries list's filters: database, schema and who last modified them. */
import { useState } from 'react';
import { Select } from 'antd';
import {
  useSavedQueryDatabasesQuery,
  useSavedQueryEditorsQuery,
  useSavedQuerySchemasQuery,
} from '../../api/savedQueryApi';
import { useDebounced } from '../../components/useDebounced';

export interface SavedQueryFilterValues {
  databaseId?: number;
  schema?: string;
  changedById?: number;
}

export function SavedQueryFilters({
  value,
  onChange,
}: {
  value: SavedQueryFilterValues;
  onChange(value: SavedQueryFilterValues): void;
}) {
  const [editorSearch, setEditorSearch] = useState('');
  const editorFilter = useDebounced(editorSearch, 300);
  const databases = useSavedQueryDatabasesQuery('');
  const schemas = useSavedQuerySchemasQuery('');
  const editors = useSavedQueryEditorsQuery(editorFilter);
  const width = 190;
  return (
    <>
      <Select<number>
        prefix="Database:"
        aria-label="Database"
        placeholder="All"
        allowClear
        style={{ width: width + 20 }}
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
        prefix="Modified by:"
        aria-label="Modified by"
        placeholder="All"
        allowClear
        style={{ width: width + 40 }}
        value={value.changedById}
        loading={editors.isFetching}
        showSearch={{ onSearch: setEditorSearch, filterOption: false }}
        onChange={(changedById) => onChange({ ...value, changedById })}
        options={(editors.data?.result ?? []).map((o) => ({ value: o.value, label: o.text }))}
      />
    </>
  );
}
