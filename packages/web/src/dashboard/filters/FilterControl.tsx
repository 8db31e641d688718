/**
 * One filter in the bar: its name (a required filter's with an asterisk), its description, the
 * control of its type, and Superset's "Value is required" while a required filter is empty;
 * a divider's title and description.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { theme, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import {
  isRequiredFilter,
  type DashboardDataMask,
  type DataMask,
  type NativeFilter,
  type NativeFilterDivider,
} from '@tessera/core';
import type { FilterControlProps } from './filterControlProps';

export const VALUE_REQUIRED = 'Value is required';

/**
 * Each type's control is a chunk of its own, loaded when a filter of that type is shown: the
 * dashboard's charts never wait for the filter bar's selects, sliders and pickers.
 */
const CONTROLS: Record<string, ComponentType<FilterControlProps>> = {
  filter_select: lazy(() => import('./SelectFilter').then((m) => ({ default: m.SelectFilter }))),
  filter_range: lazy(() => import('./RangeFilter').then((m) => ({ default: m.RangeFilter }))),
  filter_time: lazy(() => import('./TimeFilter').then((m) => ({ default: m.TimeFilter }))),
  filter_timegrain: lazy(() =>
    import('./TimeGrainFilter').then((m) => ({ default: m.TimeGrainFilter })),
  ),
  filter_timecolumn: lazy(() =>
    import('./TimeColumnFilter').then((m) => ({ default: m.TimeColumnFilter })),
  ),
};

/** Where a control stands while its chunk loads: as tall as the control, so nothing moves. */
const LOADING_CONTROL = <div aria-busy="true" style={{ height: 32 }} />;

/** The DOM id of a filter's control (its label points at it). */
const controlId = (filter: NativeFilter) => `filter-control-${filter.id}`;

export function FilterControl({
  filter,
  selected,
  onChange,
  dashboardId,
  missing,
  horizontal,
}: {
  filter: NativeFilter;
  selected: DashboardDataMask;
  onChange(id: string, mask: DataMask): void;
  dashboardId: number;
  /** A required filter without a value. */
  missing: boolean;
  horizontal?: boolean;
}) {
  const { token } = theme.useToken();
  const Control = CONTROLS[filter.filterType];
  const id = controlId(filter);
  const errorId = `${id}-error`;
  return (
    <div
      data-test="filter-control"
      data-filter-id={filter.id}
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: horizontal ? 'center' : 'stretch',
        gap: horizontal ? 8 : 4,
        minWidth: horizontal ? 0 : undefined,
      }}
    >
      <label
        htmlFor={id}
        style={{
          fontWeight: 600,
          whiteSpace: horizontal ? 'nowrap' : undefined,
          display: 'flex',
          gap: 4,
        }}
      >
        <span>{filter.name}</span>
        {isRequiredFilter(filter) && (
          <span aria-hidden style={{ color: token.colorErrorText }}>
            *
          </span>
        )}
        {filter.description && (
          <Tooltip title={filter.description}>
            <InfoCircleOutlined
              aria-label={filter.description}
              style={{ color: token.colorTextSecondary }}
            />
          </Tooltip>
        )}
      </label>
      <div style={{ flex: 1, minWidth: horizontal ? 160 : undefined }}>
        {Control ? (
          <Suspense fallback={LOADING_CONTROL}>
            <Control
              filter={filter}
              selected={selected}
              onChange={(mask) => onChange(filter.id, mask)}
              dashboardId={dashboardId}
              inputId={id}
              describedBy={missing ? errorId : undefined}
            />
          </Suspense>
        ) : (
          <Typography.Text type="secondary" id={id}>
            {filter.filterType}
          </Typography.Text>
        )}
        {missing && !horizontal && (
          <Typography.Text id={errorId} type="danger" style={{ fontSize: 12 }}>
            {VALUE_REQUIRED}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

export function FilterDivider({
  divider,
  horizontal,
}: {
  divider: NativeFilterDivider;
  horizontal?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="filter-divider"
      style={
        horizontal
          ? { borderLeft: `1px solid ${token.colorSplit}`, paddingLeft: 12, maxWidth: 200 }
          : { borderTop: `1px solid ${token.colorSplit}`, paddingTop: 12 }
      }
    >
      <Typography.Text strong style={{ display: 'block' }}>
        {divider.title}
      </Typography.Text>
      {divider.description && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {divider.description}
        </Typography.Text>
      )}
    </div>
  );
}
