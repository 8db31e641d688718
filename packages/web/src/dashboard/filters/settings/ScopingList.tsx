/**
 * The scoping dialog's left pane (Superset's ChartsScopingListPanel): "Add custom scoping",
 * the global scoping, then each chart with a scope of its own and the new custom scoping not
 * yet given a chart, each shown by a click and removed by its bin.
 */
import { Button, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useChartTitleOf } from '../CrossFilters';
import {
  NEW_SCOPING,
  customScopedCharts,
  type ScopingDraft,
  type ScopingEntry,
} from './scopingDraft';

export const SCOPING_LIST_TEXTS = {
  add: 'Add custom scoping',
  global: 'All charts/global scoping',
  newScoping: '[new custom scoping]',
  remove: 'Remove custom scoping',
  list: 'Scopings',
} as const;

function Entry({
  title,
  current,
  onSelect,
  onRemove,
}: {
  title: string;
  current: boolean;
  onSelect(): void;
  onRemove?: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <li
      data-test="scoping-list-item"
      style={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: token.borderRadius,
        background: current ? token.colorPrimaryBg : undefined,
      }}
    >
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
        style={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          background: 'none',
          padding: '6px 8px',
          cursor: 'pointer',
          color: token.colorText,
          font: 'inherit',
          overflowWrap: 'anywhere',
        }}
      >
        {title}
      </button>
      {onRemove && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`${SCOPING_LIST_TEXTS.remove}: ${title}`}
          onClick={onRemove}
        />
      )}
    </li>
  );
}

export function ScopingList({
  draft,
  onAdd,
  onSelect,
  onRemove,
}: {
  draft: ScopingDraft;
  onAdd(): void;
  onSelect(entry: ScopingEntry): void;
  onRemove(entry: number | typeof NEW_SCOPING): void;
}) {
  const { token } = theme.useToken();
  const titleOf = useChartTitleOf();
  const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
  return (
    <nav
      aria-label={SCOPING_LIST_TEXTS.list}
      data-test="scoping-list-panel"
      style={{
        width: '35%',
        padding: 16,
        borderRight: `1px solid ${token.colorSplit}`,
        overflowY: 'auto',
      }}
    >
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        onClick={onAdd}
        style={{ paddingInline: 0, marginBottom: 8 }}
      >
        {SCOPING_LIST_TEXTS.add}
      </Button>
      <ul style={list}>
        <Entry
          title={SCOPING_LIST_TEXTS.global}
          current={draft.current === undefined}
          onSelect={() => onSelect(undefined)}
        />
      </ul>
      <div role="separator" style={{ height: 1, background: token.colorSplit, margin: '12px 0' }} />
      <ul style={list}>
        {customScopedCharts(draft).map((chartId) => (
          <Entry
            key={chartId}
            title={titleOf(chartId)}
            current={draft.current === chartId}
            onSelect={() => onSelect(chartId)}
            onRemove={() => onRemove(chartId)}
          />
        ))}
        {draft.pending && (
          <Entry
            title={SCOPING_LIST_TEXTS.newScoping}
            current={draft.current === NEW_SCOPING}
            onSelect={() => onSelect(NEW_SCOPING)}
            onRemove={() => onRemove(NEW_SCOPING)}
          />
        )}
      </ul>
    </nav>
  );
}
