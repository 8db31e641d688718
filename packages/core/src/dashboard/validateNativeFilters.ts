/**
 * Checks a dashboard's `json_metadata.native_filter_configuration` (as parsed) against the
 * types of nativeFilters.ts: a list of NATIVE_FILTER and DIVIDER items, each with the fields
 * its type requires, ids unique, and `cascadeParentIds` naming filters of the same list with
 * no cycle. The dashboard schema and the server's saves (which also check that the targets'
 * datasets exist) both call it. Each problem names the filter.
 */

/** At most this many problems are reported for one configuration. */
export const MAX_NATIVE_FILTER_ERRORS = 10;

type Item = Record<string, unknown>;

const isObject = (v: unknown): v is Item =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
const isIntList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** How a message names an item: its position, id and name (or title) when it has them. */
export function nativeFilterConfigLabel(item: unknown, index: number): string {
  const at = `native_filter_configuration[${index}]`;
  if (!isObject(item) || !isText(item.id)) return at;
  const name = isText(item.name) ? item.name : isText(item.title) ? item.title : null;
  return name === null ? `${at} "${item.id}"` : `${at} "${item.id}" (${JSON.stringify(name)})`;
}

function scopeProblem(scope: unknown): string | null {
  if (!isObject(scope)) return 'scope must be an object {rootPath, excluded}';
  if (!isTextList(scope.rootPath)) return 'scope.rootPath must be a list of component ids';
  if (!isIntList(scope.excluded)) return 'scope.excluded must be a list of chart ids';
  return null;
}

function targetProblem(target: unknown, i: number): string | null {
  if (!isObject(target)) return `targets[${i}] must be an object`;
  if (target.datasetId !== undefined && !Number.isInteger(target.datasetId))
    return `targets[${i}].datasetId must be an integer`;
  if (target.datasetUuid !== undefined && !isText(target.datasetUuid))
    return `targets[${i}].datasetUuid must be a string`;
  const column = target.column;
  if (column !== undefined && !(isObject(column) && isText(column.name)))
    return `targets[${i}].column must be an object with a name`;
  return null;
}

/** The problems of one NATIVE_FILTER's own fields. */
function filterProblems(item: Item): string[] {
  const problems: string[] = [];
  if (!isText(item.name) || !item.name.trim()) problems.push('name is required');
  if (!isText(item.filterType) || !item.filterType) problems.push('filterType is required');
  if (!Array.isArray(item.targets)) problems.push('targets must be a list');
  else
    item.targets.forEach((t, i) => {
      const problem = targetProblem(t, i);
      if (problem) problems.push(problem);
    });
  if (!isObject(item.controlValues)) problems.push('controlValues must be an object');
  if (!isObject(item.defaultDataMask)) problems.push('defaultDataMask must be an object');
  if (!isTextList(item.cascadeParentIds))
    problems.push('cascadeParentIds must be a list of filter ids');
  const scope = scopeProblem(item.scope);
  if (scope) problems.push(scope);
  if (item.chartsInScope !== undefined && !isIntList(item.chartsInScope))
    problems.push('chartsInScope must be a list of chart ids');
  if (item.tabsInScope !== undefined && !isTextList(item.tabsInScope))
    problems.push('tabsInScope must be a list of tab ids');
  if (item.description !== undefined && item.description !== null && !isText(item.description))
    problems.push('description must be a string');
  return problems;
}

function dividerProblems(item: Item): string[] {
  const problems: string[] = [];
  if (!isText(item.title)) problems.push('title is required');
  if (!isText(item.description)) problems.push('description is required');
  if (item.scope !== undefined) {
    const scope = scopeProblem(item.scope);
    if (scope) problems.push(scope);
  }
  return problems;
}

/** The filters whose parents lead back to them (each cycle reported at one of its filters). */
function cycleMembers(parents: Map<string, string[]>): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const found: string[] = [];
  for (const start of parents.keys()) {
    if (state.has(start)) continue;
    // iterative depth-first walk: [id, index of the next parent to visit]
    const stack: [string, number][] = [[start, 0]];
    state.set(start, 'visiting');
    while (stack.length) {
      const top = stack[stack.length - 1];
      const next = (parents.get(top[0]) ?? [])[top[1]];
      top[1] += 1;
      if (next === undefined) {
        state.set(top[0], 'done');
        stack.pop();
      } else if (state.get(next) === 'visiting') {
        found.push(next);
      } else if (!state.has(next) && parents.has(next)) {
        state.set(next, 'visiting');
        stack.push([next, 0]);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * What is wrong with a native filter configuration: an empty list when it is sound. Absent
 * (undefined or null) is sound: the dashboard has no filters.
 */
export function nativeFilterConfigurationErrors(config: unknown): string[] {
  if (config === undefined || config === null) return [];
  if (!Array.isArray(config)) return ['native_filter_configuration must be a list of filters'];
  const errors: string[] = [];
  const seen = new Set<string>();
  const parents = new Map<string, string[]>();
  const labels = new Map<string, string>();
  config.forEach((item, index) => {
    const label = nativeFilterConfigLabel(item, index);
    if (!isObject(item)) return errors.push(`${label}: must be an object`);
    if (!isText(item.id) || !item.id) return errors.push(`${label}: id is required`);
    if (seen.has(item.id)) errors.push(`${label}: the id "${item.id}" is used twice`);
    seen.add(item.id);
    labels.set(item.id, label);
    let problems: string[];
    if (item.type === 'NATIVE_FILTER') {
      problems = filterProblems(item);
      if (isTextList(item.cascadeParentIds)) parents.set(item.id, item.cascadeParentIds);
    } else if (item.type === 'DIVIDER') problems = dividerProblems(item);
    else problems = ['type must be NATIVE_FILTER or DIVIDER'];
    for (const p of problems) errors.push(`${label}: ${p}`);
  });
  for (const [id, ids] of parents)
    for (const parent of ids)
      if (parent === id) errors.push(`${labels.get(id)}: cascadeParentIds names the filter itself`);
      else if (!parents.has(parent))
        errors.push(
          `${labels.get(id)}: cascadeParentIds names "${parent}", which is not a filter of this dashboard`,
        );
  for (const id of cycleMembers(parents))
    if (!(parents.get(id) ?? []).includes(id))
      errors.push(`${labels.get(id)}: its cascadeParentIds make a cycle`);
  return errors.slice(0, MAX_NATIVE_FILTER_ERRORS);
}
