/** SelectControl: fixed or free-form choices, single or multi. */
import { Select } from 'antd';
import { useState } from 'react';
import { normalizeSelectValue } from './controlValues';
import type { ControlProps } from './types';

type Choice = string | number | boolean | null;

const keyOf = (v: Choice): string => JSON.stringify(v);
const fromKey = (k: string): Choice => {
  try {
    return JSON.parse(k) as Choice;
  } catch {
    return k;
  }
};
/** What a typed free-form entry becomes: a number when it reads as one. */
const typedChoice = (text: string): Choice => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
};

export function SelectControl({ name, config, value, onChange }: ControlProps) {
  const [search, setSearch] = useState('');
  const choices = config.choices ?? [];
  const multi = Boolean(config.multi);
  const shown = normalizeSelectValue(value, {
    multi,
    freeForm: config.freeForm,
    choices: config.choices,
  });
  const values: Choice[] = multi
    ? (shown as Choice[])
    : shown === undefined || (shown === null && !choices.some(([c]) => c === null))
      ? []
      : [shown as Choice];
  const options = choices.map(([v, label]) => ({ value: keyOf(v), label }));
  for (const v of values) {
    if (!options.some((o) => o.value === keyOf(v)))
      options.push({ value: keyOf(v), label: String(v) });
  }
  if (config.freeForm && search && !options.some((o) => o.label === search)) {
    options.unshift({ value: keyOf(typedChoice(search)), label: search });
  }
  return (
    <Select
      data-testid={`select-${name}`}
      aria-label={config.label ?? name}
      style={{ width: '100%' }}
      size="small"
      mode={multi ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label', onSearch: setSearch, searchValue: search }}
      allowClear={config.clearable !== false}
      placeholder={config.placeholder ?? 'Select ...'}
      value={multi ? values.map(keyOf) : values.length ? keyOf(values[0]) : undefined}
      options={options}
      onChange={(next: string | string[] | undefined) => {
        setSearch('');
        if (multi) onChange(((next as string[] | undefined) ?? []).map(fromKey));
        else onChange(next === undefined ? null : fromKey(next as string));
      }}
    />
  );
}
