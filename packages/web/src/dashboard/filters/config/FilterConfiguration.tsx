/**
 * "Filter Configuration": values dependent on other filters (the parents, `cascadeParentIds`),
 * the pre-filter of the available values (explore's adhoc filters, a time range and its time
 * column) and the sort of the values (ascending or descending, by a metric).
 */
import { Radio, Select } from 'antd';
import { NO_TIME_RANGE } from '@tessera/core';
import type { DashboardDataset } from '../../../api/dashboardPage';
import { PreFilterControl, TimeRangeControl } from './exploreControls';
import { filterTypeHas, type FilterDraft } from './filterDraft';
import type { FieldErrors } from './filterValidation';
import { CheckedSection, Field, FormSection, fieldDomId } from './formParts';

export const CONFIGURATION_TEXTS = {
  section: 'Filter Configuration',
  dependent: 'Values are dependent on other filters',
  dependentTip:
    'Values selected in other filters will affect the filter options to only show relevant values',
  parents: 'Values dependent on',
  noParents: 'No available filters.',
  preFilter: 'Pre-filter available values',
  preFilterTip:
    "Add filter clauses to control the filter's source query, though only in the context of the autocomplete i.e., these conditions do not impact how the filter is applied to the dashboard. This is useful when you want to improve the query's performance by only scanning a subset of the underlying data or limit the available values displayed in the filter.",
  adhoc: 'Pre-filter',
  timeRange: 'Time range',
  timeColumn: 'Time column',
  timeColumnTip: 'Time column to apply time range to',
  sort: 'Sort filter values',
  sortType: 'Sort type',
  ascending: 'Sort ascending',
  descending: 'Sort descending',
  sortMetric: 'Sort Metric',
  sortMetricTip: 'If a metric is specified, sorting will be done based on the metric value',
} as const;

export interface ParentOption {
  value: string;
  label: string;
}

export interface FilterConfigurationProps {
  draft: FilterDraft;
  errors: FieldErrors;
  dataset?: DashboardDataset;
  parentOptions: readonly ParentOption[];
  suggestParent(): string | undefined;
  onChange(change: Partial<FilterDraft>): void;
}

function Parents({
  draft,
  errors,
  parentOptions,
  suggestParent,
  onChange,
}: FilterConfigurationProps) {
  const id = fieldDomId(draft.id, 'parents');
  return (
    <CheckedSection
      id={fieldDomId(draft.id, 'dependent')}
      title={CONFIGURATION_TEXTS.dependent}
      tip={CONFIGURATION_TEXTS.dependentTip}
      checked={draft.dependent}
      onChange={(dependent) => {
        const suggested = dependent && !draft.parentIds.length ? suggestParent() : undefined;
        onChange({ dependent, parentIds: suggested ? [suggested] : draft.parentIds });
      }}
    >
      {parentOptions.length === 0 && !draft.parentIds.length ? (
        <span>{CONFIGURATION_TEXTS.noParents}</span>
      ) : (
        <Field id={id} label={CONFIGURATION_TEXTS.parents} error={errors.parents}>
          <Select<string[]>
            id={id}
            mode="multiple"
            value={draft.parentIds}
            status={errors.parents ? 'error' : undefined}
            aria-invalid={errors.parents ? true : undefined}
            options={[
              ...parentOptions,
              ...draft.parentIds
                .filter((p) => !parentOptions.some((o) => o.value === p))
                .map((p) => ({ value: p, label: '(deleted or invalid type)' })),
            ]}
            optionFilterProp="label"
            onChange={(parentIds) => onChange({ parentIds })}
          />
        </Field>
      )}
    </CheckedSection>
  );
}

function PreFilter({ draft, errors, dataset, onChange }: FilterConfigurationProps) {
  const temporal = (dataset?.columns ?? []).filter((c) => c.is_dttm);
  const id = fieldDomId(draft.id, 'preFilter');
  const timeRange = draft.timeRange && draft.timeRange !== NO_TIME_RANGE;
  return (
    <CheckedSection
      id={fieldDomId(draft.id, 'preFiltered')}
      title={CONFIGURATION_TEXTS.preFilter}
      tip={CONFIGURATION_TEXTS.preFilterTip}
      checked={draft.preFiltered}
      onChange={(preFiltered) => onChange({ preFiltered })}
    >
      <div id={id} tabIndex={-1} role="group" aria-label={CONFIGURATION_TEXTS.adhoc}>
        <Field
          id={`${id}-adhoc`}
          label={CONFIGURATION_TEXTS.adhoc}
          required={!timeRange}
          error={errors.preFilter}
        >
          {dataset ? (
            <PreFilterControl
              name={`${id}-adhoc`}
              dataset={dataset}
              value={draft.adhocFilters}
              onChange={(adhocFilters) => onChange({ adhocFilters })}
            />
          ) : (
            <span>Choose a dataset first</span>
          )}
        </Field>
      </div>
      {temporal.length > 0 && (
        <Field
          id={`${id}-time`}
          label={CONFIGURATION_TEXTS.timeRange}
          required={!draft.adhocFilters.length}
        >
          <TimeRangeControl
            name={`${id}-time`}
            value={draft.timeRange}
            onChange={(value) => onChange({ timeRange: value })}
          />
        </Field>
      )}
      {temporal.length > 0 && timeRange && (
        <Field
          id={`${id}-timeColumn`}
          label={CONFIGURATION_TEXTS.timeColumn}
          tip={CONFIGURATION_TEXTS.timeColumnTip}
        >
          <Select<string>
            id={`${id}-timeColumn`}
            allowClear
            value={draft.timeColumn}
            options={temporal.map((c) => ({
              value: c.column_name,
              label: c.verbose_name || c.column_name,
            }))}
            onChange={(timeColumn) => onChange({ timeColumn })}
          />
        </Field>
      )}
    </CheckedSection>
  );
}

function Sort({ draft, dataset, onChange }: FilterConfigurationProps) {
  const metrics = dataset?.metrics ?? [];
  const id = fieldDomId(draft.id, 'sortMetric');
  return (
    <CheckedSection
      id={fieldDomId(draft.id, 'sorted')}
      title={CONFIGURATION_TEXTS.sort}
      checked={draft.sorted}
      onChange={(sorted) =>
        onChange({
          sorted,
          controlValues: {
            ...draft.controlValues,
            sortAscending: sorted ? (draft.controlValues.sortAscending ?? true) : undefined,
          },
        })
      }
    >
      <Radio.Group
        aria-label={CONFIGURATION_TEXTS.sortType}
        value={draft.controlValues.sortAscending !== false}
        options={[
          { value: true, label: CONFIGURATION_TEXTS.ascending },
          { value: false, label: CONFIGURATION_TEXTS.descending },
        ]}
        onChange={(e) =>
          onChange({ controlValues: { ...draft.controlValues, sortAscending: e.target.value } })
        }
        style={{ marginBottom: 12 }}
      />
      {metrics.length > 0 && (
        <Field
          id={id}
          label={CONFIGURATION_TEXTS.sortMetric}
          tip={CONFIGURATION_TEXTS.sortMetricTip}
        >
          <Select<string>
            id={id}
            allowClear
            value={draft.sortMetric ?? undefined}
            options={metrics.map((m) => ({
              value: m.metric_name,
              label: m.verbose_name || m.metric_name,
            }))}
            onChange={(sortMetric) => onChange({ sortMetric: sortMetric ?? null })}
          />
        </Field>
      )}
    </CheckedSection>
  );
}

export function FilterConfiguration(props: FilterConfigurationProps) {
  const has = filterTypeHas(props.draft.filterType);
  if (!has.parents && !has.preFilter && !has.sort) return null;
  return (
    <FormSection title={CONFIGURATION_TEXTS.section}>
      {has.parents && <Parents {...props} />}
      {has.preFilter && <PreFilter {...props} />}
      {has.sort && <Sort {...props} />}
    </FormSection>
  );
}
