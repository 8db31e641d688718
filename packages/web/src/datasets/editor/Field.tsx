/** A labelled control of the dataset editor: the label names the control it wraps. */
import type { ReactNode } from 'react';
import { Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

export function Field({
  label,
  help,
  tooltip,
  children,
}: {
  label: string;
  /** Shown under the control. */
  help?: ReactNode;
  /** Shown on an info icon beside the label. */
  tooltip?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 14 }}>
      <label style={{ display: 'block' }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4, fontSize: 13 }}>
          {label}
          {tooltip && (
            <Tooltip title={tooltip}>
              <InfoCircleOutlined style={{ marginLeft: 6, fontSize: 12 }} aria-label={tooltip} />
            </Tooltip>
          )}
        </Typography.Text>
        {children}
      </label>
      {help && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
          {help}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** A column header with Superset's explanation on hover. */
export function HeaderWithTip({ title, tip }: { title: string; tip: string }) {
  return (
    <span>
      {title}
      <Tooltip title={tip}>
        <InfoCircleOutlined style={{ marginLeft: 6, fontSize: 12 }} aria-label={tip} />
      </Tooltip>
    </span>
  );
}
