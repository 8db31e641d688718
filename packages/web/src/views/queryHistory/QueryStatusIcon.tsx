/** A run's state as Superset's query history shows it: an icon with the state in a tooltip. */
import { Tooltip, theme } from 'antd';
import {
  CheckOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  LoadingOutlined,
  MinusCircleOutlined,
  PauseCircleOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SqlLabQueryState } from '@tessera/core';

export const QUERY_STATE_LABELS: Record<SqlLabQueryState, string> = {
  success: 'Success',
  failed: 'Failed',
  stopped: 'Stopped',
  running: 'Running',
  fetching: 'Fetching',
  timed_out: 'Timed out',
  pending: 'Pending',
  scheduled: 'Scheduled',
};

export function QueryStatusIcon({ status }: { status: SqlLabQueryState }) {
  const { token } = theme.useToken();
  const icons: Record<SqlLabQueryState, ReactNode> = {
    success: <CheckOutlined style={{ color: token.colorSuccess }} />,
    failed: <CloseOutlined style={{ color: token.colorError }} />,
    stopped: <MinusCircleOutlined style={{ color: token.colorError }} />,
    running: <LoadingOutlined style={{ color: token.colorPrimary }} />,
    fetching: <LoadingOutlined style={{ color: token.colorPrimary }} />,
    timed_out: <ClockCircleOutlined style={{ color: token.colorWarning }} />,
    pending: <PauseCircleOutlined style={{ color: token.colorTextTertiary }} />,
    scheduled: <PauseCircleOutlined style={{ color: token.colorTextTertiary }} />,
  };
  const label = QUERY_STATE_LABELS[status] ?? status;
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} style={{ fontSize: 16 }}>
        {icons[status] ?? label}
      </span>
    </Tooltip>
  );
}
