/**
 * Superset's "Query preview" of a listed query: what stands above the SQL (a title, a
 * switch), the SQL read-only, Previous and Next through the listed rows, and "Open in SQL Lab".
 */
import type { ReactNode } from 'react';
import { Button, Modal, theme } from 'antd';

export function SqlPreviewModal<Row extends { id: number }>({
  rows,
  current,
  onChange,
  onClose,
  afterClose,
  openUrl,
  header,
  sql,
}: {
  rows: Row[];
  current: Row | null;
  onChange(row: Row): void;
  onClose(): void;
  afterClose?(): void;
  /** Where "Open in SQL Lab" leads for the row shown. */
  openUrl(row: Row): string;
  header: ReactNode;
  sql: string | null | undefined;
}) {
  const { token } = theme.useToken();
  const index = current ? rows.findIndex((r) => r.id === current.id) : -1;
  return (
    <Modal
      open={current !== null}
      title="Query preview"
      onCancel={onClose}
      afterClose={afterClose}
      width={760}
      footer={[
        <Button key="prev" disabled={index <= 0} onClick={() => onChange(rows[index - 1])}>
          Previous
        </Button>,
        <Button
          key="next"
          disabled={index < 0 || index >= rows.length - 1}
          onClick={() => onChange(rows[index + 1])}
        >
          Next
        </Button>,
        <Button key="open" type="primary" href={current ? openUrl(current) : undefined}>
          Open in SQL Lab
        </Button>,
      ]}
    >
      {current && (
        <>
          {header}
          <pre
            aria-label="SQL"
            style={{
              background: token.colorFillQuaternary,
              border: `1px solid ${token.colorBorderSecondary}`,
              color: token.colorText,
              borderRadius: 6,
              padding: 12,
              maxHeight: 420,
              overflow: 'auto',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              margin: 0,
            }}
          >
            {sql}
          </pre>
        </>
      )}
    </Modal>
  );
}
