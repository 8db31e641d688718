/**
 * Jinja templating of SQL (ENABLE_TEMPLATE_PROCESSING), a small safe subset written here:
 *
 * - `{{ expr }}`, `{% if %}...{% elif %}...{% else %}...{% endif %}`,
 *   `{% for x in list %}...{% else %}...{% endfor %}` (with `loop.index`, `loop.first`,
 *   `loop.last`, ...), `{% set x = expr %}`, `{# comments #}`, `{%-` / `-%}` trimming;
 * - literals (strings, numbers, lists, dicts, true/false/none), `and or not`, comparisons,
 *   `in`, `is [not] defined|none|string|number`, `~ + - * / // %`, `x if c else y`,
 *   `.attr`, `[index]`, and the filters and methods of templateBuiltins.ts;
 * - Superset's macros `url_param(name, default=None)`, `filter_values(column,
 *   default=None, remove_filter=False)`, `get_filters(column, remove_filter=False)`,
 *   `current_username()`, `current_user_id()`, `current_user_email()`, and the variables
 *   `from_dttm`, `to_dttm` (`YYYY-MM-DD HH:MM:SS` or None) plus the dataset's
 *   `template_params` and any further variables the caller passes (the compiler passes
 *   Superset's `columns`, `groupby`, `metrics`, `filter`, `row_limit`, `row_offset`,
 *   `table_columns`, `time_column`, `time_grain`).
 *
 * Anything else (macros, includes, `{% raw %}`, unknown names, filters or tests) is a
 * 400 "Jinja template error: ...". Values from the request are written safely for where
 * they land (templateRenderer.ts), so `'{{ url_param("x") }}'` and `{{ url_param("x") }}`
 * both give one string literal whatever the parameter holds.
 */
import type { SqlDialect } from '../dialect.js';
import { TemplateError, hasTemplateSyntax, lexTemplate } from './templateLexer.js';
import { RenderBudget, TEMPLATE_WORK_BUDGET } from './renderBudget.js';
import { parseTemplate } from './templateParser.js';
import { renderTemplateTree } from './templateRenderer.js';
import type { TemplateValue } from './templateValues.js';
import {
  TemplateFunction,
  UntrustedText,
  fromRequest,
  fromTrusted,
  pyStr,
  truthy,
} from './templateValues.js';

export { TemplateError };

export interface TemplateFilter {
  col: unknown;
  op: string;
  val?: unknown;
}

export interface TemplateUser {
  id: number;
  username: string;
  email: string | null;
}

export interface SqlTemplateContext {
  dialect: SqlDialect;
  urlParams?: Record<string, string>;
  /** The query's filters, which `filter_values` / `get_filters` read. */
  filters?: TemplateFilter[];
  user?: TemplateUser | null;
  fromDttm?: string | null;
  toDttm?: string | null;
  /** The dataset's `template_params` (trusted). */
  templateParams?: Record<string, unknown>;
  /** Further trusted variables (`table_columns`, `row_limit`, ...). */
  variables?: Record<string, unknown>;
  /** Further variables from the request (`columns`, `metrics`, `filter`, ...): untrusted. */
  requestVariables?: Record<string, unknown>;
}

/** Filled while rendering: columns whose filters a template read or took over. */
export interface TemplateTracking {
  /** Superset's `applied_template_filters`. */
  appliedFilters: string[];
  /** Columns whose filters the template applies itself (`remove_filter=True`). */
  removedFilters: string[];
}

export function newTemplateTracking(): TemplateTracking {
  return { appliedFilters: [], removedFilters: [] };
}

type Kwargs = Record<string, TemplateValue>;

function param(
  args: TemplateValue[],
  kwargs: Kwargs,
  i: number,
  name: string,
  fallback: TemplateValue,
) {
  if (name in kwargs) return kwargs[name];
  return i < args.length ? args[i] : fallback;
}

/** The filters with a value, by column: a macro call reads only its column's (renderBudget.ts). */
function filtersByColumn(filters: TemplateFilter[]): Map<unknown, TemplateFilter[]> {
  const byColumn = new Map<unknown, TemplateFilter[]>();
  for (const flt of filters) {
    if (!flt.val || (Array.isArray(flt.val) && flt.val.length === 0)) continue;
    const list = byColumn.get(flt.col) ?? [];
    list.push(flt);
    byColumn.set(flt.col, list);
  }
  return byColumn;
}

function macros(context: SqlTemplateContext, tracking: TemplateTracking) {
  const byColumn = filtersByColumn(context.filters ?? []);
  const applied = new Set(tracking.appliedFilters);
  const removed = new Set(tracking.removedFilters);
  const getFilters = (column: string, removeFilter: boolean): TemplateValue[] => {
    const found: TemplateValue[] = [];
    for (const flt of byColumn.get(column) ?? []) {
      const op = flt.op.toUpperCase();
      if (removeFilter && !removed.has(column)) {
        removed.add(column);
        tracking.removedFilters.push(column);
      }
      if (!applied.has(column)) {
        applied.add(column);
        tracking.appliedFilters.push(column);
      }
      const val = (op === 'IN' || op === 'NOT IN') && !Array.isArray(flt.val) ? [flt.val] : flt.val;
      found.push({
        op: UntrustedText.of(op),
        col: UntrustedText.of(column),
        val: fromRequest(val),
      });
    }
    return found;
  };
  const user = context.user ?? null;
  return {
    url_param: new TemplateFunction('url_param', (args, kwargs) => {
      const name = pyStr(param(args, kwargs, 0, 'param', null));
      const params = context.urlParams ?? {};
      return Object.hasOwn(params, name)
        ? UntrustedText.of(params[name])
        : param(args, kwargs, 1, 'default', null);
    }),
    get_filters: new TemplateFunction('get_filters', (args, kwargs) =>
      getFilters(
        pyStr(param(args, kwargs, 0, 'column', null)),
        truthy(param(args, kwargs, 1, 'remove_filter', false)),
      ),
    ),
    filter_values: new TemplateFunction('filter_values', (args, kwargs) => {
      const filters = getFilters(
        pyStr(param(args, kwargs, 0, 'column', null)),
        truthy(param(args, kwargs, 2, 'remove_filter', false)),
      );
      const values: TemplateValue[] = [];
      for (const flt of filters) {
        const val = (flt as Record<string, TemplateValue>).val;
        if (Array.isArray(val)) values.push(...val);
        else if (truthy(val)) values.push(val);
      }
      const fallback = param(args, kwargs, 1, 'default', null);
      return values.length === 0 && truthy(fallback) ? [fallback] : values;
    }),
    current_username: new TemplateFunction('current_username', () =>
      user ? UntrustedText.of(user.username) : null,
    ),
    current_user_id: new TemplateFunction('current_user_id', () => (user ? user.id : null)),
    current_user_email: new TemplateFunction('current_user_email', () =>
      user?.email ? UntrustedText.of(user.email) : null,
    ),
  } satisfies Record<string, TemplateValue>;
}

/**
 * Renders `source` with the context's macros and variables, within `budget`
 * (renderBudget.ts). Text without template syntax is returned unchanged. Throws
 * TemplateError (400 "Jinja template error: ...").
 */
export function renderSqlTemplate(
  source: string,
  context: SqlTemplateContext,
  tracking: TemplateTracking = newTemplateTracking(),
  budget: RenderBudget = new RenderBudget(TEMPLATE_WORK_BUDGET + source.length),
): string {
  if (!hasTemplateSyntax(source)) return source;
  const globals: Record<string, TemplateValue> = {};
  for (const [k, v] of Object.entries(context.requestVariables ?? {})) globals[k] = fromRequest(v);
  for (const [k, v] of Object.entries(context.variables ?? {})) globals[k] = fromTrusted(v);
  for (const [k, v] of Object.entries(context.templateParams ?? {})) globals[k] = fromTrusted(v);
  Object.assign(globals, macros(context, tracking));
  globals.from_dttm = context.fromDttm ?? null;
  globals.to_dttm = context.toDttm ?? null;
  try {
    return renderTemplateTree(parseTemplate(lexTemplate(source)), {
      dialect: context.dialect,
      globals,
      budget,
    });
  } catch (error) {
    if (error instanceof TemplateError) throw error;
    if (error instanceof RangeError) throw new TemplateError('the template is nested too deeply');
    throw error;
  }
}
