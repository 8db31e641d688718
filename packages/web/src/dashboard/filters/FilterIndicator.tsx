/**
 * A chart's filter indicator (Superset's FiltersBadge): a filter icon with the number of
 * native filters and cross-filters applied to it (and, when some cannot apply, a warning with their number);
 * clicked, a popover lists the filters in its scope: applied, incompatible, unset, each with
 * its value. Nothing when no filter's scope holds the chart.
 */
import { memo, useCallback, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { Button, Popover, theme, Typography, type ButtonProps } from 'antd';
import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  FilterOutlined,
  MinusCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import {
  chartFilterIndicators,
  legacyFilterIndicators,
  crossFilterIndicators,
  type FilterIndicator as Indicator,
} from '@tessera/core';
import type { ChartQueryState } from '../chartQueries';
import { useDashboardData } from '../DashboardContext';
import { useDashboardMask, type DashboardMaskSnapshot } from '../maskView';
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

/**
 * What `pick` makes of the filters' indicators on the chart (as text: the same text while they
 * do not change); the component is drawn again only when that changes.
 */
function useIndicatorsText<T = string>(
  chartId: number,
  pick: (text: string) => T = (text) => text as T,
): T {
  const { nativeFilters, legacyFilters, queries } = useDashboardData();
  const titleOf = useChartTitleOf();
  // the columns the chart's dataset rejected, from its answer
  const rejected = useSyncExternalStore(
    useCallback((listener: () => void) => queries.subscribe(chartId, listener), [queries, chartId]),
    () => JSON.stringify([...rejectedColumnsOf(queries.state(chartId).queriesResponse)]),
  );
  return useDashboardMask((s: DashboardMaskSnapshot) => {
    const rejectedColumns = new Set(JSON.parse(rejected) as string[]);
    return pick(
      JSON.stringify([
        ...crossFilterIndicators(s.crossFilters, chartId, s.filterScopes, titleOf),
        ...chartFilterIndicators(
          nativeFilters,
          s.dataMask,
          chartId,
          s.filterScopes,
          rejectedColumns,
        ),
        ...legacyFilterIndicators(
          legacyFilters,
          s.dataMask,
          chartId,
          s.filterScopes,
          rejectedColumns,
        ),
      ]),
    );
  });
}

function useIndicators(chartId: number, deferred = false): Indicator[] {
  const text = useIndicatorsText(chartId);
  const shown = useDeferredValue(text);
  const drawn = deferred ? shown : text;
  return useMemo(() => JSON.parse(drawn) as Indicator[], [drawn]);
}

function IndicatorDetails({ chartId }: { chartId: number }) {
  return <Details indicators={useIndicators(chartId)} />;
}

/** The indicator's button, drawn again only when its indicators (or the popover's props) change. */
const IndicatorButtonView = memo(function IndicatorButtonView({
  indicators,
  ...triggerProps
}: { indicators: Indicator[] } & ButtonProps) {
  const { token } = theme.useToken();
  const applied = indicators.filter((i) => i.status === 'APPLIED').length;
  const incompatible = indicators.filter((i) => i.status === 'INCOMPATIBLE').length;
  const label = [appliedText(applied), incompatible ? incompatibleText(incompatible) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <Button
      {...triggerProps}
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
  );
});

/**
 * The indicator's button: it follows the filters itself, so that the popover around it is not
 * drawn again when they change (a cross-filter changes every chart's indicator at once), and
 * shows them once the page has answered the change (React's deferred value): the charts'
 * answers and the clicked chart first.
 */
function IndicatorButton({ chartId, ...triggerProps }: { chartId: number } & ButtonProps) {
  return <IndicatorButtonView indicators={useIndicators(chartId, true)} {...triggerProps} />;
}

export const FilterIndicator = memo(function FilterIndicator({ chartId }: { chartId: number }) {
  // a filter applied or a cross-filter clicked shows the indicators of every chart in its
  // scope: they are drawn once the page has answered the click (React's deferred value)
  const shown = useDeferredValue(useIndicatorsText(chartId, (text) => text !== '[]'));
  return useMemo(
    () =>
      shown ? (
        <Popover
          trigger="click"
          placement="bottomRight"
          content={<IndicatorDetails chartId={chartId} />}
        >
          <IndicatorButton chartId={chartId} />
        </Popover>
      ) : null,
    [shown, chartId],
  );
});
