/**
 * "Filter Settings": the description, "Filter has default value" with the value (forced on by
 * "Filter value is required", off with "Select first filter value by default", as Superset
 * has them), and the options of the filter type (Superset's select filter plugin's controls).
 */
import { Checkbox, Input } from 'antd';
import type { NativeFilterControlValues } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { DefaultValueControl } from './DefaultValueControl';
import { filterTypeHas, type FilterDraft } from './filterDraft';
import { defaultRequired, type FieldErrors } from './filterValidation';
import { CheckedSection, Field, FormSection, InfoTip, fieldDomId } from './formParts';

export const OPTIONS_TEXTS = {
  section: 'Filter Settings',
  description: 'Description',
  hasDefault: 'Filter has default value',
  defaultValue: 'Default Value',
  defaultTip: 'Set default value for the filter',
  defaultRequiredTip: 'Default value must be set when "Filter value is required" is checked',
  defaultFirstTip:
    'Default value set automatically when "Select first filter value by default" is checked',
} as const;

/** The options, in Superset's order, with their labels and help. */
const OPTIONS: { key: string; label: string; tip?: string; selectOnly: boolean }[] = [
  {
    key: 'enableEmptyFilter',
    label: 'Filter value is required',
    tip: 'User must select a value before applying the filter',
    selectOnly: false,
  },
  {
    key: 'defaultToFirstItem',
    label: 'Select first filter value by default',
    tip: 'When using this option, default value can’t be set',
    selectOnly: true,
  },
  { key: 'multiSelect', label: 'Can select multiple values', selectOnly: true },
  {
    key: 'searchAllOptions',
    label: 'Dynamically search all filter values',
    tip: 'By default, each filter loads at most 1000 choices at the initial page load. Check this box if you have more than 1000 filter values and want to enable dynamically searching that loads filter values as users type (may add stress to your database).',
    selectOnly: true,
  },
  {
    key: 'inverseSelection',
    label: 'Inverse selection',
    tip: 'Exclude selected values',
    selectOnly: true,
  },
];

export function FilterOptions(props: {
  draft: FilterDraft;
  errors: FieldErrors;
  dataset?: DashboardDataset;
  onChange(change: Partial<FilterDraft>): void;
}) {
  const { draft, errors, dataset, onChange } = props;
  const values = draft.controlValues;
  const firstItem = filterTypeHas(draft.filterType).selectOptions && !!values.defaultToFirstItem;
  const checked = defaultRequired(draft);
  const tip = firstItem
    ? OPTIONS_TEXTS.defaultFirstTip
    : values.enableEmptyFilter
      ? OPTIONS_TEXTS.defaultRequiredTip
      : OPTIONS_TEXTS.defaultTip;
  const setOption = (key: string, on: boolean) => {
    const controlValues: NativeFilterControlValues = { ...values, [key]: on };
    const change: Partial<FilterDraft> = { controlValues };
    // the first value by default and a default value exclude each other
    if (key === 'defaultToFirstItem' && on) Object.assign(change, { hasDefault: false });
    if (key === 'enableEmptyFilter' && on && !values.defaultToFirstItem)
      Object.assign(change, { hasDefault: true });
    onChange(change);
  };
  const valueId = fieldDomId(draft.id, 'defaultValue');
  return (
    <FormSection title={OPTIONS_TEXTS.section}>
      <Field id={fieldDomId(draft.id, 'description')} label={OPTIONS_TEXTS.description}>
        <Input.TextArea
          id={fieldDomId(draft.id, 'description')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
      <CheckedSection
        id={fieldDomId(draft.id, 'hasDefault')}
        title={OPTIONS_TEXTS.hasDefault}
        tip={tip}
        checked={checked}
        disabled={firstItem || !!values.enableEmptyFilter}
        onChange={(hasDefault) => onChange({ hasDefault })}
      >
        <Field id={valueId} label={OPTIONS_TEXTS.defaultValue} required error={errors.defaultValue}>
          <DefaultValueControl
            id={valueId}
            filterType={draft.filterType}
            dataset={dataset}
            column={draft.column}
            multiple={values.multiSelect !== false}
            value={draft.defaultValue}
            invalid={!!errors.defaultValue}
            onChange={(defaultValue) => onChange({ defaultValue })}
          />
        </Field>
      </CheckedSection>
      {OPTIONS.filter((o) => !o.selectOnly || filterTypeHas(draft.filterType).selectOptions).map(
        (option) => (
          <div key={option.key} style={{ marginBottom: 8 }}>
            <Checkbox
              id={fieldDomId(draft.id, option.key)}
              checked={!!values[option.key]}
              onChange={(e) => setOption(option.key, e.target.checked)}
            >
              {option.label}
            </Checkbox>
            {option.tip && <InfoTip text={option.tip} />}
          </div>
        ),
      )}
    </FormSection>
  );
}
