/**
 * "View query": the SQL each of the chart's queries runs (result_type `query`), one at a time
 * with Previous and Next, and "Open in SQL Lab" on the dataset's database (the shared query
 * preview, components/SqlPreviewModal.tsx).
 */
import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import type { ChartDataQueryText } from '@tessera/core';
import { chartDataBody, type QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../../api/apiError';
import { postChartData } from '../../api/chartData';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SqlPreviewModal } from '../../components/SqlPreviewModal';
import { useDashboardData } from '../DashboardContext';

interface QueryRow {
  id: number;
  sql: string;
}

export default function ViewQueryModal({
  formData,
  title,
  onClose,
}: {
  formData: QueryFormData;
  title: string;
  onClose(): void;
}) {
  const { datasets } = useDashboardData();
  const [rows, setRows] = useState<QueryRow[]>([]);
  const [current, setCurrent] = useState<QueryRow | null>({ id: -1, sql: '' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const body = chartDataBody(formData, { resultType: 'query' });
    postChartData<ChartDataQueryText>(body, { sliceId: formData.slice_id })
      .then((answer) => {
        if (!live) return;
        const found = answer.map((q, id) => ({ id, sql: String(q.query ?? q.error ?? '') }));
        setRows(found);
        setCurrent(found[0] ?? null);
      })
      .catch((e: unknown) => live && setError(toApiErrorInfo(e).message));
    return () => {
      live = false;
    };
  }, [formData]);

  const dataset = datasets?.get(formData.datasource);
  const openUrl = (row: QueryRow) => {
    const params = new URLSearchParams({ sql: row.sql, title });
    if (dataset?.database?.id !== undefined) params.set('dbid', String(dataset.database.id));
    if (dataset?.schema) params.set('schema', dataset.schema);
    return `/sqllab/?${params.toString()}`;
  };
  const loading = current?.id === -1 && !error;
  return (
    <SqlPreviewModal<QueryRow>
      rows={rows}
      current={current}
      onChange={setCurrent}
      onClose={onClose}
      openUrl={openUrl}
      header={
        error ? (
          <ErrorMessage message={error} />
        ) : (
          <Typography.Paragraph type="secondary">
            {loading
              ? 'Loading...'
              : rows.length > 1
                ? `${title}: query ${(current?.id ?? 0) + 1} of ${rows.length}`
                : title}
          </Typography.Paragraph>
        )
      }
      sql={current?.sql}
    />
  );
}
