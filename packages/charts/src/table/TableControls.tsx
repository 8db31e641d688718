import type { ChartThemeColors } from '../shared/echarts/constants.js';

export const PAGE_SIZE_CHOICES = [10, 20, 50, 100, 200];

/** "Show N entries" and the search box above the table. */
export function TableToolbar(props: {
  colors: ChartThemeColors;
  includeSearch: boolean;
  search: string;
  onSearch: (text: string) => void;
  pageSize: number;
  onPageSize?: (size: number) => void;
  rowCount: number;
}) {
  const { colors } = props;
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        height: 36,
        gap: 8,
        color: colors.text,
      }}
    >
      <span>
        {props.onPageSize && props.pageSize > 0 ? (
          <label>
            Show{' '}
            <select
              value={props.pageSize}
              onChange={(e) => props.onPageSize?.(Number(e.target.value))}
              aria-label="Page size"
            >
              {PAGE_SIZE_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>{' '}
            entries
          </label>
        ) : null}
      </span>
      {props.includeSearch ? (
        <label>
          Search{' '}
          <input
            type="search"
            value={props.search}
            placeholder={`${props.rowCount} records...`}
            aria-label="Search"
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </label>
      ) : null}
    </div>
  );
}

/** Previous / page numbers / next below the table. */
export function TablePager(props: {
  colors: ChartThemeColors;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { page, pages, colors } = props;
  if (pages <= 1) return <div style={{ height: 36 }} />;
  const shown = new Set(
    [0, pages - 1, page - 1, page, page + 1].filter((p) => p >= 0 && p < pages),
  );
  const items = [...shown].sort((a, b) => a - b);
  const button = (label: string, target: number, disabled: boolean, current = false) => (
    <button
      key={`${label}-${target}`}
      type="button"
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      onClick={() => props.onPage(target)}
      style={{
        minWidth: 28,
        margin: '0 2px',
        fontWeight: current ? 700 : 400,
        color: colors.text,
        background: 'transparent',
        border: `1px solid ${current ? colors.text : colors.border}`,
        borderRadius: 4,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      {label}
    </button>
  );
  return (
    <div style={{ height: 36, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      {button('‹', page - 1, page === 0)}
      {items.map((p, i) => [
        i > 0 && p - items[i - 1] > 1 ? <span key={`gap-${p}`}>…</span> : null,
        button(String(p + 1), p, p === page, p === page),
      ])}
      {button('›', page + 1, page >= pages - 1)}
    </div>
  );
}
