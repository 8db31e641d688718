/**
 * filter_range (Superset's Range filter plugin): a slider between the column's MIN and MAX (its
 * values query, narrowed by its parents' selections) with an input for each bound; the whole
 * range is no filter, a bound moved in filters `>=` / `<=` it.
 */
import { useMemo } from 'react';
import { InputNumber, Slider, Typography } from 'antd';
import { cascadeExtraFormData, nativeFilterDataMask } from '@tessera/core';
import type { FilterControlProps } from './filterControlProps';
import { useFilterValues } from './useFilterValues';
import { RANGE_MAX, RANGE_MIN, rangeValuesRequest } from './valuesQuery';

type Bound = number | null;

const asNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : v !== null && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** A bound at the data's edge is no bound. */
export function rangeValue(
  lower: Bound,
  upper: Bound,
  min: number,
  max: number,
): [Bound, Bound] | undefined {
  const lo = lower === null || lower <= min ? null : lower;
  const hi = upper === null || upper >= max ? null : upper;
  return lo === null && hi === null ? undefined : [lo, hi];
}

export function RangeFilter({
  filter,
  selected,
  onChange,
  dashboardId,
  inputId,
  describedBy,
}: FilterControlProps) {
  const dependencies = useMemo(() => cascadeExtraFormData(filter, selected), [filter, selected]);
  const body = useMemo(
    () => rangeValuesRequest(filter, { dependencies, dashboardId }),
    [filter, dependencies, dashboardId],
  );
  const values = useFilterValues(dashboardId, body);
  const min = asNumber(values.rows[0]?.[RANGE_MIN]);
  const max = asNumber(values.rows[0]?.[RANGE_MAX]);
  const current = selected[filter.id]?.filterState?.value;
  const [lower, upper] = Array.isArray(current) ? (current as Bound[]) : [null, null];

  if (min === null || max === null)
    return (
      <Typography.Text type="secondary" id={inputId}>
        {values.loading ? 'Loading...' : (values.error ?? 'No data')}
      </Typography.Text>
    );

  const set = (lo: Bound, hi: Bound) =>
    onChange(nativeFilterDataMask(filter, rangeValue(lo, hi, min, max)));
  const shown: [number, number] = [lower ?? min, upper ?? max];
  const step = Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100 || 1;
  return (
    <div data-test="filter-range" aria-describedby={describedBy}>
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={shown}
        onChange={(v) => set(v[0] ?? null, v[1] ?? null)}
        ariaLabelForHandle={[`${filter.name} minimum`, `${filter.name} maximum`]}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <InputNumber
          id={inputId}
          aria-label={`${filter.name} minimum`}
          style={{ flex: 1 }}
          min={min}
          max={max}
          value={shown[0]}
          onChange={(v) => set(asNumber(v), upper)}
        />
        <InputNumber
          aria-label={`${filter.name} maximum`}
          style={{ flex: 1 }}
          min={min}
          max={max}
          value={shown[1]}
          onChange={(v) => set(lower, asNumber(v))}
        />
      </div>
    </div>
  );
}
