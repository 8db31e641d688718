/**
 * A dashboard's layout as Superset stores it in `position_json`: a flat map of component id →
 * component, plus `DASHBOARD_VERSION_KEY: "v2"`. The one description of the shape that the
 * server validates, the page draws and the editor changes (superset-api.md §7).
 */

/** Component types (Superset's `componentTypes.ts`). */
export const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'TABS',
  'TAB',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'TEXT',
  'DIVIDER',
  'IMAGE',
  'DYNAMIC',
  'FLOATING',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_VERSION = 'v2';

/** Superset's grid (`dashboard/util/constants.ts`). */
export const GRID = {
  columnCount: 12,
  baseUnit: 8,
  gutterSize: 16,
  /** Widths in columns. */
  defaultChartWidth: 4,
  minColumnWidth: 1,
  /** Heights in base units. */
  defaultChartHeight: 50,
  minChartHeight: 5,
  maxChartHeight: 100,
  defaultMarkdownHeight: 50,
  defaultColumnWidth: 3,
} as const;

export const BACKGROUNDS = ['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE'] as const;
export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;

/** A component's `meta`: which keys apply depends on its type. */
export interface LayoutMeta {
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  width?: number;
  height?: number;
  background?: (typeof BACKGROUNDS)[number];
  headerSize?: (typeof HEADER_SIZES)[number];
  text?: string;
  defaultText?: string;
  placeholder?: string;
  code?: string;
  [key: string]: unknown;
}

export interface LayoutItem {
  id: string;
  type: ComponentType;
  children: string[];
  parents?: string[];
  meta: LayoutMeta;
}

/** The parsed `position_json`: components by id (the version key left out). */
export type DashboardLayout = Record<string, LayoutItem>;

/** Which child types each container may hold (Superset's `isValidChild`, simplified to a table). */
export const VALID_CHILDREN: Partial<Record<ComponentType, readonly ComponentType[]>> = {
  ROOT: ['GRID', 'TABS'],
  GRID: ['ROW', 'TABS', 'HEADER', 'DIVIDER', 'CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'],
  TABS: ['TAB'],
  TAB: ['ROW', 'TABS', 'HEADER', 'DIVIDER', 'CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'],
  ROW: ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC', 'TEXT', 'IMAGE'],
  COLUMN: ['ROW', 'CHART', 'MARKDOWN', 'DIVIDER', 'HEADER', 'DYNAMIC', 'TEXT', 'IMAGE'],
};

/** A new component id as Superset makes them: `<TYPE>-<random>`. */
export function newComponentId(type: ComponentType, random: () => number = Math.random): string {
  return `${type}-${random().toString(36).slice(2, 12).padEnd(10, '0')}`;
}

/** The layout of a new, empty dashboard: ROOT → GRID, and the HEADER with the title. */
export function emptyLayout(title = '[ untitled dashboard ]'): DashboardLayout {
  return {
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], parents: [], meta: {} },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: title } },
  };
}
