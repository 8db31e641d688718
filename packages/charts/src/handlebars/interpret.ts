/**
 * Runs a Handlebars template by walking its syntax tree: Handlebars' own `compile` turns a
 * template into JavaScript and evaluates it (`new Function`), which the page's Content
 * Security Policy forbids (no `unsafe-eval`), and which no user text should reach anyway.
 * The parser, the runtime helpers (`each`, `if`, `unless`, `with`, `lookup`, the block
 * helper rules) and the escaping are Handlebars' own; this only evaluates the tree: text,
 * `{{value}}`, `{{{raw}}}`, blocks with `{{else}}` (and `else if` chains), sub-expressions,
 * hash arguments, block parameters (`as |item i|`), `../` parents, `@index`/`@key`/
 * `@first`/`@last`/`@root` data and `this`. Paths read own properties only (no prototype
 * walking, as Handlebars' default). Partials and decorators are not supported.
 */
import type Handlebars from 'handlebars';
import type { HelperOptions } from 'handlebars';

type Hb = typeof Handlebars;
/* eslint-disable @typescript-eslint/no-explicit-any */
type Node = any;
type Data = Record<string, unknown> & { root?: unknown };

interface Frame {
  /** Contexts from the innermost out (`../` steps out). */
  contexts: unknown[];
  data: Data;
  /** Block parameters in scope, innermost first. */
  blockParams: Record<string, unknown>[];
}

const own = (obj: unknown, key: string): unknown => {
  if (obj === null || obj === undefined) return undefined;
  const target = typeof obj === 'object' || typeof obj === 'function' ? obj : Object(obj);
  return Object.prototype.hasOwnProperty.call(target, key)
    ? (target as Record<string, unknown>)[key]
    : undefined;
};

export class TemplateError extends Error {}

export function interpretTemplate(hb: Hb, source: string) {
  const ast: Node = hb.parse(source);
  return (context: unknown): string => {
    const frame: Frame = { contexts: [context], data: { root: context }, blockParams: [] };
    return program(hb, ast, frame);
  };
}

function program(hb: Hb, node: Node, frame: Frame): string {
  let out = '';
  for (const statement of node.body as Node[]) out += statementOf(hb, statement, frame);
  return out;
}

function statementOf(hb: Hb, node: Node, frame: Frame): string {
  switch (node.type) {
    case 'ContentStatement':
      return node.value as string;
    case 'CommentStatement':
      return '';
    case 'MustacheStatement':
      return output(hb, mustache(hb, node, frame), node.escaped !== false);
    case 'BlockStatement':
      return output(hb, block(hb, node, frame), false);
    case 'PartialStatement':
    case 'PartialBlockStatement':
      throw new TemplateError('Partials are not supported in this chart');
    case 'DecoratorBlock':
    case 'Decorator':
      throw new TemplateError('Decorators are not supported in this chart');
    default:
      throw new TemplateError(`Unknown template statement ${String(node.type)}`);
  }
}

function output(hb: Hb, value: unknown, escape: boolean): string {
  if (value instanceof hb.SafeString) return value.toHTML();
  if (value === null || value === undefined) return '';
  return escape ? hb.Utils.escapeExpression(value as string) : String(value);
}

/** A helper by a simple name (`{{name ...}}`, not `this.name`, `../name` or `@name`). */
function helperOf(hb: Hb, path: Node): ((...args: unknown[]) => unknown) | undefined {
  if (path.type !== 'PathExpression' || path.data || path.depth > 0 || path.parts.length !== 1)
    return undefined;
  if (/^(this|\.)\b/.test(path.original)) return undefined;
  const name = path.parts[0] as string;
  return Object.prototype.hasOwnProperty.call(hb.helpers, name)
    ? (hb.helpers[name] as (...args: unknown[]) => unknown)
    : undefined;
}

function options(hb: Hb, node: Node, frame: Frame, withBlocks: boolean): HelperOptions {
  const hash: Record<string, unknown> = {};
  for (const pair of (node.hash?.pairs ?? []) as Node[])
    hash[pair.key] = expr(hb, pair.value, frame);
  const runner = (prog: Node | undefined) => {
    if (!prog) return () => '';
    return (ctx: unknown, opts: { data?: Data; blockParams?: unknown[] } = {}) => {
      const names = (prog.blockParams ?? []) as string[];
      const params: Record<string, unknown> = {};
      names.forEach((name, i) => {
        params[name] = opts.blockParams?.[i];
      });
      const current = frame.contexts[0];
      return program(hb, prog, {
        contexts: ctx === current ? frame.contexts : [ctx, ...frame.contexts],
        data: opts.data ?? frame.data,
        blockParams: names.length > 0 ? [params, ...frame.blockParams] : frame.blockParams,
      });
    };
  };
  const noop = () => '';
  return {
    name: node.path?.original,
    hash,
    data: frame.data,
    fn: withBlocks ? runner(node.program) : noop,
    inverse: withBlocks ? runner(node.inverse) : noop,
    loc: node.loc,
    lookupProperty: own,
  } as unknown as HelperOptions;
}

function call(hb: Hb, node: Node, frame: Frame, withBlocks: boolean): unknown {
  const helper = helperOf(hb, node.path);
  const params = ((node.params ?? []) as Node[]).map((p) => expr(hb, p, frame));
  const opts = options(hb, node, frame, withBlocks);
  const context = frame.contexts[0];
  if (helper) return helper.call(context, ...params, opts);
  if (params.length > 0 || (node.hash?.pairs ?? []).length > 0) {
    throw new TemplateError(`Missing helper: "${String(node.path.original)}"`);
  }
  return undefined;
}

function mustache(hb: Hb, node: Node, frame: Frame): unknown {
  if (helperOf(hb, node.path) || node.params.length > 0 || node.hash) {
    return call(hb, node, frame, false);
  }
  const value = expr(hb, node.path, frame);
  return typeof value === 'function' ? undefined : value;
}

function block(hb: Hb, node: Node, frame: Frame): unknown {
  if (helperOf(hb, node.path) || node.params.length > 0 || node.hash) {
    return call(hb, node, frame, true);
  }
  const value = expr(hb, node.path, frame);
  const opts = options(hb, node, frame, true);
  return (hb.helpers.blockHelperMissing as (...args: unknown[]) => unknown).call(
    frame.contexts[0],
    typeof value === 'function' ? undefined : value,
    opts,
  );
}

function expr(hb: Hb, node: Node, frame: Frame): unknown {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumberLiteral':
    case 'BooleanLiteral':
      return node.value;
    case 'UndefinedLiteral':
      return undefined;
    case 'NullLiteral':
      return null;
    case 'SubExpression':
      return call(hb, node, frame, false);
    case 'PathExpression':
      return path(node, frame);
    default:
      throw new TemplateError(`Unknown template expression ${String(node.type)}`);
  }
}

function path(node: Node, frame: Frame): unknown {
  const parts = node.parts as string[];
  let value: unknown;
  let rest = parts;
  if (node.data) {
    value = own(frame.data, parts[0]);
    rest = parts.slice(1);
    // `@root` is the template's context, `@root.x` reads from it.
  } else if (node.depth === 0 && parts.length > 0 && !/^(this|\.)\b/.test(node.original)) {
    const scope = frame.blockParams.find((params) =>
      Object.prototype.hasOwnProperty.call(params, parts[0]),
    );
    if (scope) {
      value = scope[parts[0]];
      rest = parts.slice(1);
    } else value = frame.contexts[0];
  } else {
    value = frame.contexts[Math.min(node.depth as number, frame.contexts.length - 1)];
  }
  for (const part of rest) {
    value = own(value, part);
    if (value === undefined) return undefined;
  }
  return value;
}
