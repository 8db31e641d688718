import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { themeColors } from '../shared/echarts/constants.js';
import { cellValue, colorFromBounds, formatCell, rowUrl, sparklineValues } from './cells.js';
import Sparkline from './Sparkline.js';
import type { TimeTableProps } from './transformProps.js';

const SPARK_COLOR = { light: '#1A85A0', dark: '#66BCFE' } as const;

/**
 * Superset's time-series table: a row per metric (or per group of the one metric), a
 * column per configured column: sparklines, time comparisons, contributions and averages,
 * coloured within each column's bounds; click a header to sort by it.
 */
export default function TimeTable(props: TimeTableProps) {
  const { width, height, theme, rows, columns, totals, url, isGroupBy } = props;
  const colors = themeColors(theme);
  const [sort, setSort] = useState<{ key: string; descending: boolean } | null>(null);
  const cells = useMemo(
    () =>
      rows.map((row) => ({
        row,
        values: columns.map((column) =>
          column.colType === 'spark' ? null : cellValue(row, column, totals),
        ),
      })),
    [rows, columns, totals],
  );
  const shown = useMemo(() => {
    if (!sort) return cells;
    const index = columns.findIndex((c) => c.key === sort.key);
    const keyOf = (entry: (typeof cells)[number]): string | number | null =>
      index < 0 ? entry.row.label : (entry.values[index]?.value ?? null);
    const sorted = [...cells].sort((a, b) => {
      const va = keyOf(a);
      const vb = keyOf(b);
      if (va === vb) return 0;
      if (va === null) return 1;
      if (vb === null) return -1;
      return (va < vb ? -1 : 1) * (sort.descending ? -1 : 1);
    });
    return sorted;
  }, [cells, columns, sort]);
  const cell: CSSProperties = {
    padding: '4px 8px',
    borderBottom: `1px solid ${colors.border}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  };
  const header = (
    key: string,
    label: string,
    tooltip?: string,
    align: 'left' | 'right' = 'left',
  ) => {
    const active = sort?.key === key;
    return (
      <th
        key={key}
        scope="col"
        title={tooltip || undefined}
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
        style={{
          ...cell,
          textAlign: align,
          cursor: 'pointer',
          userSelect: 'none',
          fontWeight: 600,
        }}
        onClick={() => setSort({ key, descending: active ? !sort.descending : true })}
      >
        {label}
        {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
      </th>
    );
  };
  return (
    <div
      className="time-table"
      data-testid="time-table"
      style={{ width, height, overflow: 'auto', color: colors.text, fontSize: 13 }}
    >
      <table
        className="table"
        style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }}
      >
        <thead>
          <tr>
            {header('__row', isGroupBy ? 'Group' : 'Metric')}
            {columns.map((c) =>
              header(c.key, c.label, c.tooltip, c.colType === 'spark' ? 'left' : 'right'),
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, values }) => {
            const href = rowUrl(url, row);
            return (
              <tr key={row.key}>
                <td style={cell}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {row.label}
                    </a>
                  ) : (
                    row.label
                  )}
                </td>
                {columns.map((column, i) => {
                  if (column.colType === 'spark') {
                    return (
                      <td key={column.key} style={cell}>
                        <Sparkline
                          values={sparklineValues(row, column)}
                          width={parseInt(String(column.width ?? ''), 10) || 300}
                          height={parseInt(String(column.height ?? ''), 10) || 50}
                          color={SPARK_COLOR[theme]}
                          textColor={colors.subtleText}
                          showYAxis={Boolean(column.showYAxis)}
                          yAxisBounds={column.yAxisBounds}
                          d3format={column.d3format}
                        />
                      </td>
                    );
                  }
                  const { value, errorMsg } = values[i] ?? { value: null };
                  return (
                    <td
                      key={column.key}
                      title={errorMsg}
                      style={{
                        ...cell,
                        textAlign: 'right',
                        color: colorFromBounds(value, column.bounds, theme),
                      }}
                    >
                      {errorMsg ? 'N/A' : formatCell(value, column.d3format)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
