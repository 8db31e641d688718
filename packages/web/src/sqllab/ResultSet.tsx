/**
 * A query's outcome: progress while it runs, "Query was stopped.", the engine's error, or
 * the result with its actions (create chart, save dataset, copy, CSV) and the grid.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Dropdown, Input, Progress, Space, Typography } from 'antd';
import {
  BarChartOutlined,
  CopyOutlined,
  DownloadOutlined,
  DownOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store/store';
import { useQueryResultsQuery } from '../api/sqlLabApi';
import { ErrorMessage } from '../components/ErrorMessage';
import type { Query } from './types';
import { RUNNING_STATES } from './types';
import { resultsFailed } from './state/queryThunks';
import { limitNotice, rowsToTsv, type SortState } from './resultView';
import type { Row } from './resultWindows';
import { ResultGrid } from './ResultGrid';
import { SaveDatasetModal } from './SaveDatasetModal';
import { useSaveResultDataset } from './useSaveResultDataset';
import { defaultDatasetName } from './datasetName';
import { copyText } from './clipboard';
import { MESSAGES } from './messages';

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(t);
  }, []);
  return <span>{((now - since) / 1000).toFixed(2)} s</span>;
}

export function ResultSet({
  query,
  tabTitle,
  height,
  showActions = true,
}: {
  query: Query;
  tabTitle: string;
  height: number;
  showActions?: boolean;
}) {
  const dispatch = useDispatch<AppDispatch>();
  const { message } = App.useApp();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [visible, setVisible] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  // A successful run's rows: cached by results key (at once after a run), else read by it.
  const key = query.state === 'success' && query.resultsKey ? query.resultsKey : null;
  const stored = useQueryResultsQuery(key ?? skipToken);
  const results = stored.currentData;
  const { saveAndExplore, saving: creatingChart } = useSaveResultDataset(
    query,
    results?.columns ?? [],
  );

  const needsResults = key !== null && !results;
  useEffect(() => {
    if (stored.error) dispatch(resultsFailed(query, stored.error));
  }, [stored.error]); // eslint-disable-line react-hooks/exhaustive-deps

  if (RUNNING_STATES.has(query.state) || needsResults) {
    return (
      <div data-testid="query-running" style={{ padding: 16 }}>
        <Space>
          <LoadingOutlined />
          <Typography.Text>
            {query.state === 'pending'
              ? 'Pending…'
              : needsResults
                ? 'Fetching results…'
                : 'Running…'}
          </Typography.Text>
          <Typography.Text type="secondary">
            <Elapsed since={query.startDttm} />
          </Typography.Text>
        </Space>
        <Progress percent={Math.round(query.progress)} size="small" status="active" />
      </div>
    );
  }
  if (query.state === 'stopped') {
    return <Alert type="warning" showIcon title={MESSAGES.stopped} />;
  }
  if (query.state === 'failed' || query.state === 'timed_out') {
    return <ErrorMessage title="Database error" message={query.errorMessage || MESSAGES.unknown} />;
  }
  if (!results) return null;

  const total = Math.max(query.rows ?? results.data.length, results.data.length);
  // A result cut for display is still read whole through row windows when it has a key.
  const notice = limitNotice(
    query,
    !!results.displayLimitReached && !query.resultsKey,
    results.data.length,
  );
  const copy = () =>
    copyText(rowsToTsv(visible ?? results.data, results.columns)).then(
      () => message.success('Copied to clipboard!'),
      () => message.error('Sorry, your browser does not support copying.'),
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {showActions && (
          <Dropdown.Button
            size="small"
            icon={<DownOutlined />}
            menu={{
              items: [{ key: 'save', label: 'Save dataset' }],
              onClick: () => setSaving(true),
            }}
            loading={creatingChart}
            onClick={() => void saveAndExplore(defaultDatasetName(tabTitle), true)}
          >
            <BarChartOutlined /> Create chart
          </Dropdown.Button>
        )}
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy to Clipboard
        </Button>
        {!query.isDataPreview && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={`/api/v1/sqllab/export/${encodeURIComponent(query.id)}/`}
          >
            Download to CSV
          </Button>
        )}
        <Input.Search
          size="small"
          allowClear
          aria-label="Filter results"
          placeholder="Filter results"
          style={{ width: 220 }}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Typography.Text type="secondary" data-testid="row-count">
          {total.toLocaleString()} {total === 1 ? 'row' : 'rows'} returned
        </Typography.Text>
      </div>
      {notice && <Alert type="warning" showIcon title={notice} data-testid="limit-notice" />}
      {results.columns.length === 0 ? (
        <Alert type="success" showIcon title="The query returned no data" />
      ) : (
        <ResultGrid
          columns={results.columns}
          rows={results.data}
          total={total}
          resultsKey={query.resultsKey}
          filter={filter}
          sort={sort}
          onSort={setSort}
          height={height}
          onVisibleRows={setVisible}
        />
      )}
      {saving && (
        <SaveDatasetModal
          query={query}
          columns={results.columns}
          tabTitle={tabTitle}
          onClose={() => setSaving(false)}
        />
      )}
    </div>
  );
}
