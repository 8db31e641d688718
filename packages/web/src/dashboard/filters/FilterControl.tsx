/**
 * One filter in the bar: its name (a required filter's with an asterisk), its description, the
 * control of its type, and Superset's "Value is required" while a required filter is empty;
 * a divider's title and description.
 */
import type { ComponentType } from 'react';
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
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeFilter } from './TimeFilter';
import { TimeGrainFilter } from './TimeGrainFilter';

export const VALUE_REQUIRED = 'Value is required';

const CONTROLS: Record<string, ComponentType<FilterControlProps>> = {
  filter_select: SelectFilter,
  filter_range: RangeFilter,
  filter_time: TimeFilter,
  filter_timegrain: TimeGrainFilter,
  filter_timecolumn: TimeColumnFilter,
};

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
          <Control
            filter={filter}
            selected={selected}
            onChange={(mask) => onChange(filter.id, mask)}
            dashboardId={dashboardId}
            inputId={id}
            describedBy={missing ? errorId : undefined}
          />
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
