/**
 * Evaluates the template tree into SQL text, written through SqlTemplateOutput
 * (sqlTemplateOutput.ts), which places request-supplied text safely.
 */
import type { SqlDialect } from '../dialect.js';
import { RenderBudget, STEP_OVERHEAD, refuseOversized } from './renderBudget.js';
import { SqlTemplateOutput } from './sqlTemplateOutput.js';
import { applyFilter, applyTest, getAttribute, getItem } from './templateBuiltins.js';
import { TemplateError } from './templateLexer.js';
import type { Expr, TemplateNode } from './templateParser.js';
import type { TemplateDict, TemplateValue } from './templateValues.js';
import {
  TemplateFunction,
  UNDEFINED,
  concatText,
  isDict,
  isText,
  iterate,
  plain,
  pyStr,
  truthy,
  typeName,
  valueSize,
  valuesEqual,
} from './templateValues.js';

const MAX_ITERATIONS = 100_000;

export interface RenderOptions {
  dialect: SqlDialect;
  /** Global names: variables and macros. */
  globals: Record<string, TemplateValue>;
  /** The render's work budget (renderBudget.ts); a fresh one by default. */
  budget?: RenderBudget;
}

function arithmetic(op: string, a: TemplateValue, b: TemplateValue): TemplateValue {
  if (op === '+' && (isText(a) || isText(b))) {
    if (!(isText(a) && isText(b))) {
      throw new TemplateError(
        `can only concatenate str (not "${typeName(isText(a) ? b : a)}") to str`,
      );
    }
    return concatText([a, b]);
  }
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) {
    refuseOversized(a.length + b.length);
    return [...a, ...b];
  }
  if (typeof a !== 'number' || typeof b !== 'number') {
    throw new TemplateError(
      `unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`,
    );
  }
  if ((op === '/' || op === '//' || op === '%') && b === 0) {
    throw new TemplateError('division by zero');
  }
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '//':
      return Math.floor(a / b);
    default:
      return ((a % b) + b) % b;
  }
}

function compare(op: string, a: TemplateValue, b: TemplateValue): boolean {
  if (op === '==') return valuesEqual(a, b);
  if (op === '!=') return !valuesEqual(a, b);
  const [x, y] = [plain(a), plain(b)];
  if (typeof x !== typeof y || (typeof x !== 'number' && typeof x !== 'string')) {
    throw new TemplateError(
      `'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`,
    );
  }
  const [p, q] = [x as number | string, y as number | string];
  if (op === '<') return p < q;
  if (op === '>') return p > q;
  if (op === '<=') return p <= q;
  return p >= q;
}

function contains(container: TemplateValue, item: TemplateValue): boolean {
  if (isText(container)) return pyStr(container).includes(pyStr(item));
  if (isDict(container)) return Object.hasOwn(container, pyStr(item));
  // valuesEqual's comparison, the item read once rather than once per element.
  const key = JSON.stringify(plain(item));
  return iterate(container).some((v) => JSON.stringify(plain(v)) === key);
}

class Renderer {
  private readonly scopes: Record<string, TemplateValue>[];
  private iterations = 0;

  constructor(
    private readonly options: RenderOptions,
    private readonly out: SqlTemplateOutput,
    private readonly budget: RenderBudget,
  ) {
    this.scopes = [options.globals];
  }

  /** A name's value, from the innermost scope out; each scope read costs a step. */
  private lookup(name: string): TemplateValue {
    for (let i = this.scopes.length - 1; i >= 0; i -= 1) {
      if (Object.hasOwn(this.scopes[i], name)) {
        this.budget.spend(this.scopes.length - i);
        return this.scopes[i][name];
      }
    }
    this.budget.spend(this.scopes.length);
    return UNDEFINED;
  }

  private defined(value: TemplateValue, what: string): TemplateValue {
    if (value === UNDEFINED) throw new TemplateError(`'${what}' is undefined`);
    return value;
  }

  /** The expression's value, charged to the budget by its size (renderBudget.ts). */
  evaluate(expr: Expr): TemplateValue {
    const value = this.compute(expr);
    const size = valueSize(value);
    refuseOversized(size);
    this.budget.spend(STEP_OVERHEAD + size);
    return value;
  }

  private compute(expr: Expr): TemplateValue {
    switch (expr.k) {
      case 'literal':
        return expr.value;
      case 'name':
        return this.lookup(expr.name);
      case 'list':
        return expr.items.map((e) => this.strict(e));
      case 'dict': {
        const dict: TemplateDict = Object.create(null) as TemplateDict;
        for (const [k, v] of expr.entries) dict[pyStr(this.strict(k))] = this.strict(v);
        return dict;
      }
      case 'attr':
        return getAttribute(this.strict(expr.target), expr.name);
      case 'index':
        return getItem(this.strict(expr.target), this.strict(expr.index));
      case 'call': {
        const callee = this.strict(expr.callee);
        if (!(callee instanceof TemplateFunction)) {
          throw new TemplateError(`'${typeName(callee)}' object is not callable`);
        }
        const kwargs: Record<string, TemplateValue> = {};
        for (const [k, v] of expr.kwargs) kwargs[k] = this.strict(v);
        return callee.call(
          expr.args.map((a) => this.strict(a)),
          kwargs,
        );
      }
      case 'filter': {
        const kwargs: Record<string, TemplateValue> = {};
        for (const [k, v] of expr.kwargs) kwargs[k] = this.strict(v);
        const args = expr.args.map((a) => this.strict(a));
        return applyFilter(
          expr.name,
          this.evaluate(expr.target),
          args,
          kwargs,
          this.options.dialect,
        );
      }
      case 'test':
        return applyTest(expr.name, this.evaluate(expr.target)) !== expr.negate;
      case 'unary': {
        const value = this.strict(expr.target);
        if (expr.op === 'not') return !truthy(value);
        if (typeof value !== 'number')
          throw new TemplateError(`bad operand type for unary -: '${typeName(value)}'`);
        return -value;
      }
      case 'binary':
        return this.binary(expr);
      case 'conditional':
        if (truthy(this.strict(expr.test))) return this.strict(expr.then);
        return expr.otherwise ? this.strict(expr.otherwise) : '';
    }
  }

  private strict(expr: Expr): TemplateValue {
    const value = this.evaluate(expr);
    return expr.k === 'name' ? this.defined(value, expr.name) : value;
  }

  private binary(expr: Extract<Expr, { k: 'binary' }>): TemplateValue {
    if (expr.op === 'and') {
      const left = this.strict(expr.left);
      return truthy(left) ? this.strict(expr.right) : left;
    }
    if (expr.op === 'or') {
      const left = this.strict(expr.left);
      return truthy(left) ? left : this.strict(expr.right);
    }
    const a = this.strict(expr.left);
    const b = this.strict(expr.right);
    if (expr.op === '~') return concatText([a, b]);
    if (expr.op === 'in') return contains(b, a);
    if (expr.op === 'not in') return !contains(b, a);
    if (['==', '!=', '<', '>', '<=', '>='].includes(expr.op)) return compare(expr.op, a, b);
    return arithmetic(expr.op, a, b);
  }

  render(nodes: TemplateNode[]): void {
    for (const node of nodes) {
      switch (node.k) {
        case 'text':
          this.out.writeTrusted(node.text);
          break;
        case 'output':
          this.out.writeValue(this.strict(node.expr));
          break;
        case 'set':
          this.scopes[this.scopes.length - 1][node.name] = this.strict(node.expr);
          break;
        case 'if': {
          const branch = node.branches.find((b) => truthy(this.strict(b.test)));
          this.render(branch ? branch.body : node.otherwise);
          break;
        }
        case 'for':
          this.loop(node);
          break;
      }
    }
  }

  private loop(node: Extract<TemplateNode, { k: 'for' }>): void {
    const items = iterate(this.strict(node.iterable));
    if (items.length === 0) {
      this.render(node.otherwise);
      return;
    }
    items.forEach((item, index) => {
      this.iterations += 1;
      if (this.iterations > MAX_ITERATIONS) throw new TemplateError('too many loop iterations');
      this.budget.spend(STEP_OVERHEAD);
      const scope: Record<string, TemplateValue> = Object.create(null) as TemplateDict;
      if (node.targets.length === 1) scope[node.targets[0]] = item;
      else {
        const values = iterate(item);
        if (values.length !== node.targets.length) {
          throw new TemplateError(
            `cannot unpack ${values.length} values into ${node.targets.length}`,
          );
        }
        node.targets.forEach((t, i) => (scope[t] = values[i]));
      }
      scope.loop = {
        index: index + 1,
        index0: index,
        first: index === 0,
        last: index === items.length - 1,
        length: items.length,
        revindex: items.length - index,
      };
      this.scopes.push(scope);
      try {
        this.render(node.body);
      } finally {
        this.scopes.pop();
      }
    });
  }
}

/** Renders a parsed template to SQL text (see the module comment for how values are written). */
export function renderTemplateTree(nodes: TemplateNode[], options: RenderOptions): string {
  const budget = options.budget ?? new RenderBudget();
  const out = new SqlTemplateOutput(options.dialect, budget);
  const globals: Record<string, TemplateValue> = Object.assign(
    Object.create(null),
    options.globals,
  );
  new Renderer({ ...options, globals }, out, budget).render(nodes);
  return out.text;
}
