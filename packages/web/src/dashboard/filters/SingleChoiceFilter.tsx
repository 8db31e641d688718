/**
 * A filter that chooses one of a list (the time grain, the time column): its value is
 * `[choice]`, its label the choice's.
 */
import { Select } from 'antd';
import { nativeFilterDataMask } from '@tessera/core';
import type { FilterControlProps } from './filterControlProps';
import { MENU_MAX_HEIGHT, optionsPlaceholder, VIRTUAL_THRESHOLD } from './SelectFilter';

export function SingleChoiceFilter({
  filter,
  selected,
  onChange,
  inputId,
  describedBy,
  options,
  loading,
}: Omit<FilterControlProps, 'dashboardId'> & {
  options: { value: string; label: string }[];
  loading: boolean;
}) {
  const current = selected[filter.id]?.filterState?.value;
  const chosen = Array.isArray(current) ? (current[0] as string | undefined) : undefined;
  return (
    <Select
      id={inputId}
      aria-describedby={describedBy}
      data-test={`filter-${filter.filterType.replace('filter_', '')}`}
      style={{ width: '100%', minWidth: 160 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={optionsPlaceholder(options.length)}
      value={chosen}
      options={options}
      virtual={options.length > VIRTUAL_THRESHOLD}
      listHeight={MENU_MAX_HEIGHT}
      onChange={(v?: string) => {
        const label = options.find((o) => o.value === v)?.label;
        onChange(nativeFilterDataMask(filter, v ? [v] : undefined, label));
      }}
    />
  );
}
