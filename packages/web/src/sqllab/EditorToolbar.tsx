/** The bar above results: run or stop, the query limit, format, save, share, shortcuts. */
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import {
  CaretRightOutlined,
  FormatPainterOutlined,
  LinkOutlined,
  SaveOutlined,
  StopOutlined,
  KeyOutlined,
  BuildOutlined,
  DashboardOutlined,
} from '@ant-design/icons';
import { getBootstrapData } from '../app/bootstrap';
import { queryLimitOptions } from './queryLimits';

export { QUERY_LIMITS } from './queryLimits';

export interface EditorToolbarProps {
  running: boolean;
  hasSelection: boolean;
  canRun: boolean;
  queryLimit: number;
  onRun(): void;
  onStop(): void;
  onLimit(limit: number): void;
  onFormat(): void;
  onSave(): void;
  onShare(): void;
  onShortcuts(): void;
  onParameters(): void;
  /** Offered with ESTIMATE_QUERY_COST on databases that allow it. */
  onEstimate?: () => void;
}

export function EditorToolbar(p: EditorToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Query actions"
      style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
    >
      <Space wrap>
        {p.running ? (
          <Button danger icon={<StopOutlined />} onClick={p.onStop}>
            Stop
          </Button>
        ) : (
          <Tooltip title="Ctrl/Cmd + Enter">
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              disabled={!p.canRun}
              onClick={p.onRun}
            >
              {p.hasSelection ? 'Run selection' : 'Run'}
            </Button>
          </Tooltip>
        )}
        <Space size={4}>
          <Typography.Text type="secondary">LIMIT:</Typography.Text>
          <Select
            aria-label="Query limit"
            size="small"
            value={p.queryLimit}
            style={{ width: 110 }}
            options={queryLimitOptions(getBootstrapData().common.conf.SQL_MAX_ROW).map((n) => ({
              value: n,
              label: n.toLocaleString(),
            }))}
            onChange={p.onLimit}
          />
        </Space>
      </Space>
      <Space wrap>
        {p.onEstimate && (
          <Button icon={<DashboardOutlined />} disabled={!p.canRun} onClick={p.onEstimate}>
            Estimate cost
          </Button>
        )}
        <Button icon={<FormatPainterOutlined />} onClick={p.onFormat}>
          Format SQL
        </Button>
        <Button icon={<BuildOutlined />} onClick={p.onParameters}>
          Parameters
        </Button>
        <Button icon={<SaveOutlined />} onClick={p.onSave}>
          Save
        </Button>
        <Button icon={<LinkOutlined />} onClick={p.onShare}>
          Copy link
        </Button>
        <Tooltip title="Keyboard shortcuts">
          <Button aria-label="Keyboard shortcuts" icon={<KeyOutlined />} onClick={p.onShortcuts} />
        </Tooltip>
      </Space>
    </div>
  );
}
