/**
 * A filter's Settings tab: Filter Type, Filter name, Dataset and Column, then "Filter
 * Configuration" (parents, pre-filter, sort) and "Filter Settings" (description, default value
 * and the filter type's options).
 */
import { Input, Select, Typography } from 'antd';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { DatasetSelect, type DatasetOption } from '../../../components/DatasetSelect';
import { FilterConfiguration, type ParentOption } from './FilterConfiguration';
import { FILTER_TYPE_OPTIONS, filterTypeHas, type FilterDraft } from './filterDraft';
import type { FieldErrors } from './filterValidation';
import { FilterOptions } from './FilterOptions';
import { Field, fieldDomId } from './formParts';

export const SETTINGS_TEXTS = {
  filterType: 'Filter Type',
  name: 'Filter name',
  dataset: 'Dataset',
  column: 'Column',
  timeInfo:
    'Dashboard time range filters apply to temporal columns defined in the filter section of each chart. Add temporal columns to the chart filters to have this dashboard filter impact those charts.',
} as const;

export interface FilterSettingsProps {
  draft: FilterDraft;
  errors: FieldErrors;
  dataset?: DashboardDataset;
  datasetOptions: readonly DatasetOption[];
  parentOptions: readonly ParentOption[];
  /** A parent to start "Values are dependent on other filters" with. */
  suggestParent(): string | undefined;
  onChange(change: Partial<FilterDraft>): void;
}

/** What a change of type, dataset or column leaves behind: no default value. */
const NO_DEFAULT: Partial<FilterDraft> = { hasDefault: false, defaultValue: undefined };

/** The columns a filter type can target (a range: numeric ones). */
function columnOptions(draft: FilterDraft, dataset?: DashboardDataset) {
  return (dataset?.columns ?? [])
    .filter((c) => c.filterable !== false)
    .filter(
      (c) =>
        draft.filterType !== 'filter_range' ||
        c.type_generic === 0 ||
        (c.type_generic === null && !c.is_dttm),
    )
    .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }));
}

export function FilterSettings(props: FilterSettingsProps) {
  const { draft, errors, dataset, onChange } = props;
  const has = filterTypeHas(draft.filterType);
  const id = (field: string) => fieldDomId(draft.id, field);
  const invalid = (field: keyof FieldErrors) => (errors[field] ? true : undefined);
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <Field id={id('name')} label={SETTINGS_TEXTS.name} required error={errors.name}>
          <Input
            id={id('name')}
            value={draft.name}
            status={errors.name ? 'error' : undefined}
            aria-invalid={invalid('name')}
            aria-required
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </Field>
        <Field id={id('filterType')} label={SETTINGS_TEXTS.filterType} required>
          <Select
            id={id('filterType')}
            value={draft.filterType}
            options={FILTER_TYPE_OPTIONS}
            onChange={(filterType) => onChange({ filterType, column: undefined, ...NO_DEFAULT })}
          />
        </Field>
      </div>
      {draft.filterType === 'filter_time' && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {SETTINGS_TEXTS.timeInfo}
        </Typography.Paragraph>
      )}
      {has.dataset && (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Field id={id('dataset')} label={SETTINGS_TEXTS.dataset} required error={errors.dataset}>
            <DatasetSelect
              id={id('dataset')}
              value={draft.datasetId}
              valueLabel={dataset ? dataset.table_name || dataset.name : undefined}
              preferred={props.datasetOptions}
              status={errors.dataset ? 'error' : undefined}
              aria-required
              onChange={(datasetId) =>
                datasetId !== draft.datasetId &&
                onChange({ datasetId, column: undefined, ...NO_DEFAULT })
              }
            />
          </Field>
          {has.column && (
            <Field id={id('column')} label={SETTINGS_TEXTS.column} required error={errors.column}>
              <Select<string>
                id={id('column')}
                showSearch
                placeholder="Choose a column"
                value={draft.column}
                options={columnOptions(draft, dataset)}
                status={errors.column ? 'error' : undefined}
                aria-invalid={invalid('column')}
                aria-required
                optionFilterProp="label"
                notFoundContent={
                  draft.datasetId === undefined ? 'Choose a dataset first' : 'No columns'
                }
                onChange={(column) => onChange({ column, ...NO_DEFAULT })}
              />
            </Field>
          )}
        </div>
      )}
      <FilterConfiguration {...props} />
      <FilterOptions draft={draft} errors={errors} dataset={dataset} onChange={onChange} />
    </>
  );
}
