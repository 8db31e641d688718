/**
 * The data panes under the chart: the query's Results, the dataset's Samples
 * (GET /api/v1/dataset/<id>/samples?force=..., forced after a Force refresh) and the SQL of
 * the last query with a copy button.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { App, Button, Tabs, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { ChartDataQueryResult } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useDatasetSamplesQuery } from '../api/datasetApi';
import { ErrorMessage } from '../components/ErrorMessage';
import type { RowsTableProps } from './RowsTable';
import { takeSamplesForce, useForcedChartQueries } from './forcedChartQueries';

export const SAMPLES_FALLBACK_ERROR = 'Sorry, an error occurred';

// The rows table (antd's Table) loads when a pane first shows rows, not with the page.
const LazyRowsTable = lazy(() => import('./RowsTable'));
const LOADING = <Typography.Text type="secondary">Loading...</Typography.Text>;

function RowsTable(props: RowsTableProps) {
  return (
    <Suspense fallback={LOADING}>
      <LazyRowsTable {...props} />
    </Suspense>
  );
}

function Samples({ datasetId }: { datasetId: number }) {
  // A Force refresh of the chart fetches the samples again, past the cache; each showing of
  // the pane asks anew.
  const forcedCount = useForcedChartQueries();
  // Worked out once per forced count (taking it marks it seen for the dataset).
  const force = useMemo(() => takeSamplesForce(datasetId, forcedCount), [datasetId, forcedCount]);
  const samples = useDatasetSamplesQuery({ datasetId, force }, { refetchOnMountOrArgChange: true });
  // The samples answer carries Superset's `error: null` among its keys: rows and failure are
  // told apart by the request's outcome rather than by that key.
  if (samples.isError)
    return (
      <ErrorMessage message={toApiErrorInfo(samples.error).message || SAMPLES_FALLBACK_ERROR} />
    );
  if (!samples.data) return LOADING;
  const { colnames, coltypes, data } = samples.data;
  return <RowsTable colnames={colnames} coltypes={coltypes} data={data} />;
}

export function DataPanes({
  results,
  datasetId,
}: {
  results: ChartDataQueryResult[] | null;
  datasetId: number | undefined;
}) {
  const { message } = App.useApp();
  const [tab, setTab] = useState<string | undefined>(undefined);
  const sql =
    results
      ?.map((r) => r.query)
      .filter(Boolean)
      .join(';\n\n') ?? '';
  const items = [
    {
      key: 'results',
      label: 'Results',
      children: results?.length ? (
        <RowsTable
          colnames={results[0].colnames}
          coltypes={results[0].coltypes}
          data={results[0].data}
        />
      ) : (
        <Typography.Text type="secondary">No results were returned for this query</Typography.Text>
      ),
    },
    {
      key: 'samples',
      label: 'Samples',
      children:
        datasetId !== undefined ? (
          <Samples key={datasetId} datasetId={datasetId} />
        ) : (
          <Typography.Text type="secondary">No dataset</Typography.Text>
        ),
    },
    {
      key: 'query',
      label: 'View query',
      children: (
        <div style={{ position: 'relative' }}>
          <Button
            size="small"
            icon={<CopyOutlined />}
            style={{ position: 'absolute', right: 8, top: 8 }}
            onClick={() =>
              void navigator.clipboard
                .writeText(sql)
                .then(() => message.success('Copied to clipboard!'))
                .catch(() => message.error('Sorry, your browser does not support copying.'))
            }
          >
            Copy
          </Button>
          <pre
            data-test="view-query-sql"
            style={{
              margin: 0,
              padding: 12,
              maxHeight: 240,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              fontSize: 12,
            }}
          >
            {sql || 'Run the query to see its SQL'}
          </pre>
        </div>
      ),
    },
  ];
  return (
    <Tabs
      size="small"
      activeKey={tab ?? ''}
      onTabClick={(key) => setTab((t) => (t === key ? undefined : key))}
      items={items.map((i) => ({ ...i, children: tab === i.key ? i.children : null }))}
    />
  );
}
