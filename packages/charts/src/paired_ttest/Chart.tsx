import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { themeColors } from '../shared/echarts/constants.js';
import type { ChartTheme } from '../types.js';
import { liftPercent, pairedTTestPValue } from './tTest.js';
import type { PairedTTestProps, TTestMetric } from './transformProps.js';

type Status = 'control' | 'true' | 'false' | 'invalid' | '';

export interface TTestRow {
  index: number;
  group: string[];
  pValue: string;
  lift: string;
  significant: boolean | 'control';
  pStatus: Status;
  liftStatus: Status;
}

/** Each group's p-value and lift against the control row (Superset's TTestTable). */
export function tTestRows(
  { series }: TTestMetric,
  control: number,
  alpha: number,
  pValPrec: number,
  liftValPrec: number,
): TTestRow[] {
  const base = series[control]?.values ?? [];
  return series.map((s, index) => {
    if (index === control) {
      return {
        index,
        group: s.group,
        pValue: 'control',
        lift: 'control',
        significant: 'control',
        pStatus: 'control',
        liftStatus: 'control',
      };
    }
    const p = pairedTTestPValue(s.values, base);
    const lift = liftPercent(s.values, base);
    return {
      index,
      group: s.group,
      pValue: p.toFixed(pValPrec),
      lift: lift.toFixed(liftValPrec),
      significant: Number.isFinite(p) && p <= alpha,
      pStatus: Number.isFinite(p) ? '' : 'invalid',
      liftStatus: Number.isFinite(lift) ? (lift >= 0 ? 'true' : 'false') : 'invalid',
    };
  });
}

type SortKey = number | 'pValue' | 'lift' | 'significant';

/** Superset's sort orders: control first, p-values ascending, lifts and significance descending. */
export function sortRows(rows: TTestRow[], key: SortKey, descending: boolean): TTestRow[] {
  const rank = (row: TTestRow): [number, string | number] => {
    if (typeof key === 'number') return [0, row.group[key] ?? ''];
    if (row.pValue === 'control') return [-1, 0];
    if (key === 'pValue') {
      const p = Number(row.pValue);
      return Number.isFinite(p) ? [0, p] : [1, 0];
    }
    if (key === 'lift') {
      const lift = Number(row.lift);
      return Number.isFinite(lift) ? [1, -lift] : [0, 0];
    }
    return [0, row.significant === true ? 0 : 1];
  };
  const sorted = [...rows].sort((a, b) => {
    const [ra, va] = rank(a);
    const [rb, vb] = rank(b);
    if (ra !== rb) return ra - rb;
    if (va === vb) return a.index - b.index;
    return va < vb ? -1 : 1;
  });
  return descending ? sorted.reverse() : sorted;
}

const STATUS_COLORS: Record<ChartTheme, Record<Exclude<Status, ''>, string>> = {
  light: { control: '#1A85A0', true: '#3E8635', false: '#C9243F', invalid: '#B85C00' },
  dark: { control: '#66BCFE', true: '#5AC189', false: '#F17C8E', invalid: '#FCC700' },
};

function TTestTable({
  metric,
  groups,
  alpha,
  pValPrec,
  liftValPrec,
  theme,
}: {
  metric: TTestMetric;
  groups: string[];
  alpha: number;
  pValPrec: number;
  liftValPrec: number;
  theme: ChartTheme;
}) {
  const [chosen, setControl] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean } | null>(null);
  const control = Math.min(chosen, Math.max(metric.series.length - 1, 0));
  const rows = useMemo(
    () => tTestRows(metric, control, alpha, pValPrec, liftValPrec),
    [metric, control, alpha, pValPrec, liftValPrec],
  );
  const shown = sort ? sortRows(rows, sort.key, sort.descending) : rows;
  const colors = themeColors(theme);
  const statusColors = STATUS_COLORS[theme];
  const color = (status: Status) => (status ? statusColors[status] : undefined);
  const headers: [SortKey, string][] = [
    ...(groups.length ? groups : ['Group']).map((g, i): [SortKey, string] => [i, g]),
    ['pValue', 'p-value'],
    ['lift', 'Lift %'],
    ['significant', 'Significant'],
  ];
  const cell: CSSProperties = {
    padding: '4px 8px',
    borderBottom: `1px solid ${colors.border}`,
    textAlign: 'left',
    whiteSpace: 'nowrap',
  };
  return (
    <div className="paired-ttest-metric" style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 16, margin: '4px 0 8px', color: colors.text }}>{metric.metric}</h3>
      <table
        className="table paired-ttest-table"
        style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }}
      >
        <thead>
          <tr>
            {headers.map(([key, label]) => {
              const active = sort?.key === key;
              return (
                <th
                  key={String(key)}
                  scope="col"
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                  style={{ ...cell, cursor: 'pointer', userSelect: 'none', fontWeight: 600 }}
                  onClick={() => setSort({ key, descending: active ? !sort.descending : false })}
                >
                  {label}
                  {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const isControl = row.index === control;
            const significance: Status =
              row.significant === 'control' ? 'control' : row.significant ? 'true' : 'false';
            return (
              <tr
                key={row.index}
                className={isControl ? 'control' : ''}
                aria-selected={isControl}
                onClick={() => setControl(row.index)}
                style={{
                  cursor: 'pointer',
                  background: isControl ? colors.splitLine : undefined,
                }}
              >
                {row.group.map((value, j) => (
                  <td key={j} style={cell}>
                    {value}
                  </td>
                ))}
                <td className={row.pStatus} style={{ ...cell, color: color(row.pStatus) }}>
                  {row.pValue}
                </td>
                <td className={row.liftStatus} style={{ ...cell, color: color(row.liftStatus) }}>
                  {row.lift}
                </td>
                <td className={significance} style={{ ...cell, color: color(significance) }}>
                  {String(row.significant)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One table per metric: each group's p-value and lift against the control (click a row). */
export default function PairedTTest(props: PairedTTestProps) {
  const { width, height, theme, metrics, groups } = props;
  const colors = themeColors(theme);
  return (
    <div
      className="paired-ttest"
      data-testid="paired-ttest"
      style={{ width, height, overflow: 'auto', color: colors.text, fontSize: 13 }}
    >
      {metrics.map((metric) => (
        <TTestTable
          key={metric.metric}
          metric={metric}
          groups={groups}
          alpha={props.alpha}
          pValPrec={props.pValPrec}
          liftValPrec={props.liftValPrec}
          theme={theme}
        />
      ))}
    </div>
  );
}
