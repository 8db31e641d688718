/** "View as table": the rows of the chart's answer in a paged table, one per query. */
import { Modal, Typography } from 'antd';
import type { ChartDataQueryResult } from '@tessera/core';
import RowsTable from '../../explore/RowsTable';

export default function ViewAsTableModal({
  title,
  queries,
  onClose,
}: {
  title: string;
  queries: readonly ChartDataQueryResult[];
  onClose(): void;
}) {
  return (
    <Modal open title={title || 'Results'} onCancel={onClose} footer={null} width={900}>
      {queries.length === 0 ? (
        <Typography.Text type="secondary">No results were returned for this query</Typography.Text>
      ) : (
        queries.map((q, i) => (
          <div key={i} data-test="view-as-table">
            <RowsTable colnames={q.colnames} coltypes={q.coltypes} data={q.data} />
          </div>
        ))
      )}
    </Modal>
  );
}
