/** The query history's filters: database, state, user (with all_query_access), time range. */
import { useState } from 'react';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import type { SqlLabQueryState } from '@tessera/core';
import {
  useQueryHistoryDatabasesQuery,
  useQueryHistoryStatusesQuery,
  useQueryHistoryUsersQuery,
} from '../../api/queryHistoryApi';
import { useDebounced } from '../../components/useDebounced';
import { QUERY_STATE_LABELS } from './QueryStatusIcon';

export interface QueryHistoryFilterValues {
  databaseId?: number;
  status?: SqlLabQueryState;
  userId?: number;
  startTime?: [number | null, number | null];
}

export function QueryHistoryFilters({
  value,
  showUser,
  onChange,
}: {
  value: QueryHistoryFilterValues;
  showUser: boolean;
  onChange(value: QueryHistoryFilterValues): void;
}) {
  const [userSearch, setUserSearch] = useState('');
  const userFilter = useDebounced(userSearch, 300);
  const databases = useQueryHistoryDatabasesQuery('');
  const statuses = useQueryHistoryStatusesQuery();
  const users = useQueryHistoryUsersQuery(userFilter, { skip: !showUser });
  const [from, to] = value.startTime ?? [null, null];
  return (
    <>
      <Select<number>
        prefix="Database:"
        aria-label="Database"
        placeholder="All"
        allowClear
        style={{ width: 210 }}
        value={value.databaseId}
        loading={databases.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(databaseId) => onChange({ ...value, databaseId })}
        options={(databases.data?.result ?? []).map((d) => ({ value: d.value, label: d.text }))}
      />
      <Select<SqlLabQueryState>
        prefix="State:"
        aria-label="State"
        placeholder="All"
        allowClear
        style={{ width: 170 }}
        value={value.status}
        loading={statuses.isFetching}
        onChange={(status) => onChange({ ...value, status })}
        options={(statuses.data?.result ?? []).map((s) => ({
          value: s.value as SqlLabQueryState,
          label: QUERY_STATE_LABELS[s.value as SqlLabQueryState] ?? s.text,
        }))}
      />
      {showUser && (
        <Select<number>
          prefix="User:"
          aria-label="User"
          placeholder="All"
          allowClear
          style={{ width: 210 }}
          value={value.userId}
          loading={users.isFetching}
          showSearch={{ onSearch: setUserSearch, filterOption: false }}
          onChange={(userId) => onChange({ ...value, userId })}
          options={(users.data?.result ?? []).map((o) => ({ value: o.value, label: o.text }))}
        />
      )}
      <DatePicker.RangePicker
        aria-label="Time range"
        prefix="Time range:"
        showTime
        allowEmpty={[true, true]}
        value={[from === null ? null : dayjs(from), to === null ? null : dayjs(to)]}
        onChange={(range) => {
          const start = range?.[0]?.valueOf() ?? null;
          const end = range?.[1]?.valueOf() ?? null;
          onChange({
            ...value,
            startTime: start === null && end === null ? undefined : [start, end],
          });
        }}
      />
    </>
  );
}
