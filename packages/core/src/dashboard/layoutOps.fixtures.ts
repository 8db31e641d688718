/**
 * Layouts for the layout tests, written compactly: `build({ ROW1: ['ROW', ['C1']] })` gives
 * ROOT → GRID → what GRID_ID lists, with `parents` set. Frozen deeply, so a change that
 * writes into its input fails the test.
 */
import {
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
  type LayoutMeta,
} from './layout.js';
import { withParents } from './layoutRules.js';

export type Spec = Record<string, [ComponentType, string[]?, LayoutMeta?]>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** ROOT holds GRID unless the spec gives ROOT_ID; GRID holds what the spec's GRID_ID lists. */
export function build(spec: Spec): DashboardLayout {
  const layout: DashboardLayout = {
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], meta: {} },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: 'Sales' } },
  };
  for (const [id, [type, children = [], meta = {}]] of Object.entries(spec))
    layout[id] = { id, type, children, meta };
  return deepFreeze(withParents(layout));
}

/** New ids `<TYPE>-n1`, `<TYPE>-n2`, ... */
export function counterIds(): (type: ComponentType) => string {
  let n = 0;
  return (type) => `${type}-n${++n}`;
}

/** A chart of `width` columns. */
export const chart = (chartId: number, width = 4): [ComponentType, string[], LayoutMeta] => [
  'CHART',
  [],
  { chartId, sliceName: `Chart ${chartId}`, width, height: 50 },
];
