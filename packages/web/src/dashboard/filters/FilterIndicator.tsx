/**
 * A chart's filter indicator (Superset's FiltersBadge): a filter icon with the number of
 * native filters and cross-filters applied to it (and, when some cannot apply, a warning with their number);
 * clicked, a popover lists the filters in its scope: applied, incompatible, unset, each with
 * its value. Nothing when no filter's scope holds the chart.
 */
import { useMemo } from 'react';
import { Button, Popover, theme, Typography } from 'antd';
import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  FilterOutlined,
  MinusCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import {
  chartFilterIndicators,
  crossFilterIndicators,
  type FilterIndicator as Indicator,
} from '@tessera/core';
import type { ChartQueryState } from '../chartQueries';
import { useDashboardData } from '../DashboardContext';
import { useChartTitleOf } from './CrossFilters';

/** "1 filter applied", "2 filters applied". */
export const appliedText = (n: number) => `${n} filter${n === 1 ? '' : 's'} applied`;
const incompatibleText = (n: number) => `${n} incompatible`;

const SECTIONS = [
  {
    status: 'APPLIED',
    title: 'Applied Filters',
    Icon: CheckCircleFilled,
    color: 'colorSuccessText',
  },
  {
    status: 'INCOMPATIBLE',
    title: 'Incompatible Filters',
    Icon: ExclamationCircleFilled,
    color: 'colorWarningText',
  },
  { status: 'UNSET', title: 'Unset Filters', Icon: MinusCircleFilled, color: 'colorTextSecondary' },
] as const;

function rejectedColumnsOf(response: ChartQueryState['queriesResponse']): Set<string> {
  const rejected = response?.[0]?.rejected_filters ?? [];
  return new Set(rejected.map((r) => r.column));
}

function Details({ indicators }: { indicators: Indicator[] }) {
  const { token } = theme.useToken();
  return (
    <div data-test="filter-indicator-details" style={{ maxWidth: 320 }}>
      {SECTIONS.map(({ status, title, Icon, color }) => {
        const listed = indicators.filter((i) => i.status === status);
        if (!listed.length) return null;
        return (
          <section key={status} style={{ marginBottom: 8 }}>
            <Typography.Text strong style={{ color: token[color] }}>
              <Icon /> {title} ({listed.length})
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 22 }}>
              {listed.map((i) => (
                <li key={i.id}>
                  <Typography.Text strong>{i.name}</Typography.Text>
                  {i.value !== null && <Typography.Text>: {i.value}</Typography.Text>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function FilterIndicator({ chartId, state }: { chartId: number; state: ChartQueryState }) {
  const { nativeFilters, dataMask, filterScopes, crossFilters } = useDashboardData();
  const titleOf = useChartTitleOf();
  const { token } = theme.useToken();
  const response = state.queriesResponse;
  const indicators = useMemo(
    () => [
      ...crossFilterIndicators(crossFilters, chartId, filterScopes, titleOf),
      ...chartFilterIndicators(
        nativeFilters,
        dataMask,
        chartId,
        filterScopes,
        rejectedColumnsOf(response),
      ),
    ],
    // titleOf is made again each render; the titles change with the charts, as the scopes do
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nativeFilters, dataMask, chartId, filterScopes, response, crossFilters],
  );
  if (!indicators.length) return null;
  const applied = indicators.filter((i) => i.status === 'APPLIED').length;
  const incompatible = indicators.filter((i) => i.status === 'INCOMPATIBLE').length;
  const label = [appliedText(applied), incompatible ? incompatibleText(incompatible) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <Popover trigger="click" placement="bottomRight" content={<Details indicators={indicators} />}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        title={label}
        data-test="filter-indicator"
        data-applied={applied}
        style={{ color: applied || incompatible ? token.colorText : token.colorTextSecondary }}
      >
        <FilterOutlined />
        {applied > 0 && (
          <span
            data-test="applied-filter-count"
            style={{
              background: token.colorPrimary,
              color: token.colorTextLightSolid,
              borderRadius: 10,
              padding: '0 6px',
              fontSize: 12,
              lineHeight: '18px',
            }}
          >
            {applied}
          </span>
        )}
        {incompatible > 0 && (
          <span data-test="incompatible-filter-count" style={{ color: token.colorWarningText }}>
            <WarningFilled /> {incompatible}
          </span>
        )}
      </Button>
    </Popover>
  );
}
