/**
 * Checks a dashboard's `position_json` (as parsed) against the layout contract of layout.ts:
 * a flat map of components by id (plus the version key), each of a known type, its children
 * components of the map that its type may hold, no component reached twice, no cycle, and
 * every CHART naming an integer `meta.chartId`. The schema of the dashboard API and the
 * server (which also checks that the charts exist) both call it.
 */
import {
  COMPONENT_TYPES,
  DASHBOARD_VERSION_KEY,
  ROOT_ID,
  VALID_CHILDREN,
  type ComponentType,
  type DashboardLayout,
  type LayoutItem,
} from './layout.js';

/** At most this many problems are reported for one layout. */
export const MAX_LAYOUT_ERRORS = 10;

export interface LayoutCheck {
  /** What is wrong, each naming the component; empty when the layout is sound. */
  errors: string[];
  /** The components by id (the version key left out); the sound ones when there are errors. */
  layout: DashboardLayout;
  /** The `meta.chartId` of every CHART, once each, in the order of the map. */
  chartIds: number[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const KNOWN_TYPES = new Set<string>(COMPONENT_TYPES);

/** One component's own shape: an object of a known type with a list of child ids. */
function componentProblem(id: string, value: unknown): string | null {
  if (!isObject(value)) return `Component "${id}" is not an object.`;
  if (typeof value.type !== 'string' || !KNOWN_TYPES.has(value.type))
    return `Component "${id}" has an unknown type ${JSON.stringify(value.type ?? null)}.`;
  if (value.id !== undefined && value.id !== id)
    return `Component "${id}" has the id ${JSON.stringify(value.id)}, not its key.`;
  if (
    value.children !== undefined &&
    !(Array.isArray(value.children) && value.children.every((c) => typeof c === 'string'))
  )
    return `Component "${id}" has children that are not a list of component ids.`;
  if (value.meta !== undefined && !isObject(value.meta))
    return `Component "${id}" has a meta that is not an object.`;
  if (value.type === 'CHART') {
    const chartId = (value.meta as Record<string, unknown> | undefined)?.chartId;
    if (typeof chartId !== 'number' || !Number.isInteger(chartId))
      return `Component "${id}" (CHART) has a meta.chartId that is not an integer.`;
  }
  return null;
}

/** The components of a well-formed map, with the problems of the malformed ones. */
function readComponents(value: Record<string, unknown>, errors: string[]): DashboardLayout {
  const layout: DashboardLayout = {};
  for (const [id, raw] of Object.entries(value)) {
    if (id === DASHBOARD_VERSION_KEY) continue;
    const problem = componentProblem(id, raw);
    if (problem) {
      errors.push(problem);
      continue;
    }
    const item = raw as Record<string, unknown>;
    layout[id] = {
      ...(item as unknown as LayoutItem),
      id,
      children: (item.children as string[] | undefined) ?? [],
      meta: (item.meta as LayoutItem['meta'] | undefined) ?? {},
    };
  }
  return layout;
}

/** Children that are missing, forbidden by their parent's type, or held twice. */
function checkChildren(
  layout: DashboardLayout,
  malformed: Set<string>,
  errors: string[],
): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const item of Object.values(layout)) {
    const allowed: readonly ComponentType[] = VALID_CHILDREN[item.type] ?? [];
    for (const childId of item.children) {
      const child = layout[childId];
      if (!child) {
        if (malformed.has(childId)) continue;
        errors.push(`Component "${item.id}" has a child "${childId}" that is not in the layout.`);
        continue;
      }
      if (!allowed.includes(child.type))
        errors.push(
          `Component "${item.id}" (${item.type}) may not hold "${childId}" (${child.type}).`,
        );
      const other = parentOf.get(childId);
      if (other !== undefined) {
        errors.push(
          `Component "${childId}" is reached twice (from "${other}" and from "${item.id}").`,
        );
        continue;
      }
      parentOf.set(childId, item.id);
    }
  }
  return parentOf;
}

/** Components that are their own ancestors (each parent chain is walked once). */
function checkCycles(
  layout: DashboardLayout,
  parentOf: Map<string, string>,
  errors: string[],
): void {
  const done = new Set<string>();
  for (const start of Object.keys(layout)) {
    const onPath = new Set<string>();
    let id: string | undefined = start;
    while (id !== undefined && !done.has(id)) {
      if (onPath.has(id)) {
        errors.push(`Component "${id}" is its own ancestor (a cycle).`);
        break;
      }
      onPath.add(id);
      id = parentOf.get(id);
    }
    for (const seen of onPath) done.add(seen);
  }
}

/** Checks a parsed `position_json`; `null` and `{}` are the empty layout. */
export function validateLayout(value: unknown): LayoutCheck {
  if (value === null || value === undefined) return { errors: [], layout: {}, chartIds: [] };
  if (!isObject(value))
    return {
      errors: ['The layout is not an object of components by id.'],
      layout: {},
      chartIds: [],
    };
  const errors: string[] = [];
  const layout = readComponents(value, errors);
  const ids = Object.keys(layout);
  if (ids.length && !layout[ROOT_ID] && !errors.length)
    errors.push(`The layout has no "${ROOT_ID}" component.`);
  if (layout[ROOT_ID] && layout[ROOT_ID].type !== 'ROOT')
    errors.push(`Component "${ROOT_ID}" is a ${layout[ROOT_ID].type}, not the ROOT.`);
  const malformed = new Set(Object.keys(value).filter((id) => !layout[id]));
  const parentOf = checkChildren(layout, malformed, errors);
  if (parentOf.has(ROOT_ID)) errors.push(`Component "${ROOT_ID}" is held by another component.`);
  checkCycles(layout, parentOf, errors);
  const chartIds = [
    ...new Set(
      Object.values(layout)
        .filter((c) => c.type === 'CHART')
        .map((c) => c.meta.chartId as number),
    ),
  ];
  return { errors: errors.slice(0, MAX_LAYOUT_ERRORS), layout, chartIds };
}
