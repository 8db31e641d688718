/**
 * Layouts for the dashboard API tests: Superset's `position_json` with the charts given in
 * rows (one row per list), optionally under tabs, and helpers to read a dashboard back.
 */
import { expect } from 'vitest';
import type { ChartsSession } from './chartsSession.js';

type Layout = Record<string, unknown>;

const node = (id: string, type: string, children: string[], meta: object = {}) => ({
  id,
  type,
  children,
  meta,
});

/** ROOT → GRID → one ROW per list of chart ids, each chart a CHART (width 4, height 50). */
export function layoutOf(rows: number[][], title = 'Board'): Layout {
  const layout: Layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
    HEADER_ID: node('HEADER_ID', 'HEADER', [], { text: title }),
  };
  const rowIds = rows.map((charts, r) => {
    const ids = charts.map((chartId, c) => {
      const id = `CHART-${r}-${c}`;
      layout[id] = node(id, 'CHART', [], { chartId, width: 4, height: 50 });
      return id;
    });
    layout[`ROW-${r}`] = node(`ROW-${r}`, 'ROW', ids, { background: 'BACKGROUND_TRANSPARENT' });
    return `ROW-${r}`;
  });
  layout.GRID_ID = node('GRID_ID', 'GRID', rowIds);
  return layout;
}

/** ROOT → TABS → two TABs ("First", "Second" with nested TABS → "Inner"), charts in rows. */
export function tabbedLayout(first: number[], second: number[]): Layout {
  const layout: Layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
    'TABS-top': node('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
    'TAB-a': node('TAB-a', 'TAB', ['ROW-a'], { text: 'First' }),
    'TAB-b': node('TAB-b', 'TAB', ['ROW-b', 'TABS-inner'], { text: 'Second' }),
    'TABS-inner': node('TABS-inner', 'TABS', ['TAB-c']),
    'TAB-c': node('TAB-c', 'TAB', [], { text: 'Inner' }),
  };
  for (const [row, charts] of [
    ['ROW-a', first],
    ['ROW-b', second],
  ] as const) {
    const ids = charts.map((chartId) => {
      const id = `CHART-${row}-${chartId}`;
      layout[id] = node(id, 'CHART', [], { chartId, width: 4, height: 50 });
      return id;
    });
    layout[row] = node(row, 'ROW', ids);
  }
  return layout;
}

/** Creates a dashboard (201) as the admin unless a token is given; answers its id. */
export async function newDashboard(
  session: ChartsSession,
  body: Record<string, unknown>,
  token = session.admin,
): Promise<number> {
  const r = await session.api('POST', '/api/v1/dashboard/', body, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
}

/** The dashboard as the admin reads it back: its show result and its charts' ids. */
export async function readBack(session: ChartsSession, id: number) {
  const shown = await session.api('GET', `/api/v1/dashboard/${id}`);
  expect(shown.status).toBe(200);
  const charts = await session.api('GET', `/api/v1/dashboard/${id}/charts`);
  return {
    ...shown.body.result,
    layout: shown.body.result.position_json ? JSON.parse(shown.body.result.position_json) : null,
    chartIds: charts.body.result.map((c: { id: number }) => c.id),
  };
}
