/** The query's cost estimate (ESTIMATE_QUERY_COST, databases that allow it). */
import { useEffect, useState } from 'react';
import { Modal, Spin, Table } from 'antd';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store/store';
import { sqlLabApi } from '../api/sqlLabApi';
import { toApiErrorInfo } from '../api/apiError';
import { ErrorMessage } from '../components/ErrorMessage';
import type { QueryEditor } from './types';
import { sqlToRun } from './shortcuts';

type CostRows = Record<string, unknown>[];

export function EstimateCostModal({ qe, onClose }: { qe: QueryEditor; onClose(): void }) {
  const dispatch = useDispatch<AppDispatch>();
  const [rows, setRows] = useState<CostRows | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (qe.dbId === null) return;
    dispatch(
      sqlLabApi.endpoints.estimateCost.initiate(
        {
          database_id: qe.dbId,
          sql: sqlToRun(qe.sql, qe.selectedText),
          schema: qe.schema,
          template_params: qe.templateParams || undefined,
        },
        { track: false },
      ),
    )
      .unwrap()
      .then(
        (answer) => setRows(answer.result),
        (e: unknown) => setError(toApiErrorInfo(e).message),
      );
  }, [dispatch, qe.dbId, qe.sql, qe.selectedText, qe.schema, qe.templateParams]);
  const keys = [...new Set((rows ?? []).flatMap((r) => Object.keys(r)))];
  return (
    <Modal open title="Query cost estimate" footer={null} onCancel={onClose} width={640}>
      {error ? (
        <ErrorMessage title="Estimate failed" message={error} />
      ) : rows === null ? (
        <Spin />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey={(_r, i) => String(i)}
          dataSource={rows}
          columns={keys.map((k) => ({ title: k, dataIndex: k, render: (v: unknown) => String(v) }))}
        />
      )}
    </Modal>
  );
}
