/**
 * The builder pane's Charts tab (Superset's SliceAdder): the saved charts, searched on the
 * server as one types, sorted, only one's own when "Show only my charts" is ticked (kept in
 * local storage), each marked "Added" (on the dashboard, not draggable) or "Not added".
 */
import { useMemo, useState } from 'react';
import { Checkbox, Flex, Input, Select, Spin, Tag, Typography, theme } from 'antd';
import { chartRegistry } from '@tessera/charts/query';
import { chartIdsInLayout } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { useListChartsQuery } from '../../api/chartApi';
import { getBootstrapUser } from '../../app/bootstrap';
import { useDebounced } from '../../components/useDebounced';
import { useLayoutEditContext } from './layoutEditContext';
import { NewComponentItem } from './NewComponentItem';
import {
  DEFAULT_SAVED_CHART_SORT,
  SAVED_CHART_SORTS,
  savedChartsError,
  savedChartsRequest,
  type SavedChart,
  type SavedChartSort,
} from './savedCharts';

/** Superset's LocalStorageKeys.DashboardEditorShowOnlyMyCharts. */
const SHOW_ONLY_MINE_KEY = 'dashboard__editor_show_only_my_charts';

function readShowOnlyMine(): boolean {
  try {
    return localStorage.getItem(SHOW_ONLY_MINE_KEY) !== 'false';
  } catch {
    return true;
  }
}

function ChartEntry({ chart, added }: { chart: SavedChart; added: boolean }) {
  const { token } = theme.useToken();
  const vizName =
    (chart.viz_type && chartRegistry.get(chart.viz_type)?.metadata.name) || chart.viz_type;
  const row = (label: string, value: string | null | undefined) => (
    <Flex justify="space-between" gap={token.marginSM} style={{ fontSize: token.fontSizeSM }}>
      <span>{label}</span>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM }}>
        {value || '-'}
      </Typography.Text>
    </Flex>
  );
  return (
    <NewComponentItem
      id={`CHART-${chart.id}`}
      source={{ type: 'CHART', chartId: chart.id, sliceName: chart.slice_name }}
      label={`chart “${chart.slice_name}”`}
      disabled={added}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={token.marginSM}>
          <Typography.Text strong ellipsis>
            {chart.slice_name}
          </Typography.Text>
          <Tag color={added ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
            {added ? 'Added' : 'Not added'}
          </Tag>
        </Flex>
        {row('Viz type', vizName)}
        {row('Dataset', chart.datasource_name_text)}
        {row('Modified', chart.changed_on_delta_humanized)}
      </div>
    </NewComponentItem>
  );
}

export function SavedChartsList({ dashboardId }: { dashboardId?: number }) {
  const { layout } = useLayoutEditContext();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SavedChartSort>(DEFAULT_SAVED_CHART_SORT);
  const [onlyMine, setOnlyMine] = useState(readShowOnlyMine);
  const userId = getBootstrapUser().userId;
  const debouncedSearch = useDebounced(search, 300);
  const { data, error, isFetching } = useListChartsQuery(
    savedChartsRequest({
      search: debouncedSearch,
      sort,
      ownerId: onlyMine && typeof userId === 'number' ? userId : undefined,
    }),
  );
  const charts: SavedChart[] | undefined = data?.result;
  const added = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);
  const onOnlyMine = (checked: boolean) => {
    setOnlyMine(checked);
    try {
      localStorage.setItem(SHOW_ONLY_MINE_KEY, String(checked));
    } catch {
      // Private windows may refuse storage; the choice then lasts this visit.
    }
  };
  return (
    <Flex vertical gap="small" style={{ height: '100%', minHeight: 0 }}>
      {dashboardId !== undefined && (
        <Typography.Link
          href={`/chart/add/?dashboard_id=${dashboardId}`}
          target="_blank"
          style={{ alignSelf: 'flex-end' }}
        >
          Create new chart
        </Typography.Link>
      )}
      <Flex gap="small">
        <Input.Search
          allowClear
          aria-label={onlyMine ? 'Filter your charts' : 'Filter charts'}
          placeholder={onlyMine ? 'Filter your charts' : 'Filter charts'}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          aria-label="Sort by"
          value={sort}
          onChange={setSort}
          options={SAVED_CHART_SORTS}
          style={{ minWidth: 150 }}
        />
      </Flex>
      <Checkbox checked={onlyMine} onChange={(e) => onOnlyMine(e.target.checked)}>
        Show only my charts
      </Checkbox>
      <div
        style={{ flex: 1, minHeight: 0, maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' }}
        aria-busy={isFetching}
      >
        {error ? (
          <Typography.Text type="danger" role="alert">
            {savedChartsError(toApiErrorInfo(error).message)}
          </Typography.Text>
        ) : !charts ? (
          <Spin />
        ) : charts.length === 0 ? (
          <Typography.Text type="secondary">No charts</Typography.Text>
        ) : (
          charts.map((chart) => (
            <ChartEntry key={chart.id} chart={chart} added={added.has(chart.id)} />
          ))
        )}
      </div>
    </Flex>
  );
}
