/** A collapse panel's title over a line saying what the panel holds. */
import { Typography } from 'antd';

export function PanelTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {subtitle}
      </Typography.Text>
    </div>
  );
}
