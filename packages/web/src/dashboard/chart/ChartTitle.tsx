/**
 * A chart's title on the dashboard: a heading; in edit mode a text field labelled "Chart title"
 * (Superset's editable slice header): click or Tab into it, type, and Enter or leaving it sets
 * the title, Escape puts back the one before. An empty text is the chart's own name again.
 */
import { memo, useRef, useState, type CSSProperties } from 'react';
import { Input, Typography } from 'antd';

export const CHART_TITLE_LABEL = 'Chart title';

const TITLE_STYLE: CSSProperties = { fontSize: 16, lineHeight: '24px', fontWeight: 600 };

export const ChartTitle = memo(function ChartTitle({
  title,
  name,
  onChange,
}: {
  title: string;
  /** The chart's own name, shown while the field is empty. */
  name: string;
  /** In edit mode: the typed title (trimmed, maybe empty). */
  onChange?(typed: string): void;
}) {
  // the text being typed, while the field has the focus
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);

  if (!onChange) {
    return (
      <Typography.Title
        level={3}
        data-test="chart-title"
        ellipsis={{ tooltip: title }}
        style={{ ...TITLE_STYLE, flex: 1, minWidth: 0, margin: 0 }}
      >
        {title}
      </Typography.Title>
    );
  }
  return (
    <Input
      variant="underlined"
      aria-label={CHART_TITLE_LABEL}
      data-test="chart-title-input"
      value={draft ?? title}
      placeholder={name}
      style={{ ...TITLE_STYLE, flex: 1, minWidth: 0, padding: 0 }}
      onFocus={() => {
        cancelled.current = false;
        setDraft(title);
      }}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancelled.current = true;
        if (e.key === 'Enter' || e.key === 'Escape') {
          e.preventDefault();
          e.currentTarget.blur();
        }
      }}
      onBlur={() => {
        if (!cancelled.current && draft !== null && draft.trim() !== title) onChange(draft.trim());
        setDraft(null);
      }}
    />
  );
});
