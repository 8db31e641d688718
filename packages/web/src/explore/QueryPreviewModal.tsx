/**
 * "Query preview": the SQL the chart runs (result_type=query), with a copy button and
 * "View in SQL Lab" (a form post opening that SQL in a new SQL Lab tab; sqlLabRedirect.ts).
 */
import { useEffect, useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import type { AppDispatch } from '../store/store';
import { ErrorMessage } from '../components/ErrorMessage';
import { fetchChartQuery } from './chartQueryAndExport';
import { postToSqlLab, SQL_LOAD_ERROR } from './sqlLabRedirect';

export function QueryPreviewModal({
  formData,
  onClose,
}: {
  formData: QueryFormData;
  onClose(): void;
}) {
  const { message } = App.useApp();
  const dispatch = useDispatch<AppDispatch>();
  const [sql, setSql] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchChartQuery(dispatch, formData)
      .then((q) => live && setSql(q))
      .catch((e: unknown) => live && setError(toApiErrorInfo(e).message));
    return () => {
      live = false;
    };
  }, [dispatch, formData]);

  const datasourceKey = formData.datasource;
  const viewInSqlLab = async () => {
    try {
      await postToSqlLab(datasourceKey, sql ?? (await fetchChartQuery(dispatch, formData)));
    } catch {
      message.error(SQL_LOAD_ERROR);
    }
  };

  return (
    <Modal
      open
      title="Query preview"
      onCancel={onClose}
      width={720}
      footer={[
        <Button
          key="copy"
          disabled={!sql}
          onClick={() =>
            void navigator.clipboard
              .writeText(sql ?? '')
              .then(() => message.success('Copied to clipboard!'))
          }
        >
          Copy
        </Button>,
        <Button key="sqllab" disabled={!datasourceKey} onClick={() => void viewInSqlLab()}>
          View in SQL Lab
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {error ? (
        <ErrorMessage message={error} />
      ) : (
        <pre
          data-test="query-preview-sql"
          style={{ whiteSpace: 'pre-wrap', maxHeight: 420, overflow: 'auto', fontSize: 12 }}
        >
          {sql ?? <Typography.Text type="secondary">Loading...</Typography.Text>}
        </pre>
      )}
    </Modal>
  );
}
