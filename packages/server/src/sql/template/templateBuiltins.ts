/**
 * The Jinja subset's filters, tests and methods. Filters: join, where_in, upper, lower,
 * trim, replace, default (d), length (count), first, last, int, float, string, list,
 * tojson. Tests: defined, undefined, none, string, number, sequence, mapping. Methods:
 * text `join upper lower strip lstrip rstrip replace split startswith endswith`,
 * dict `get items keys values`. Each keeps request text marked untrusted.
 */
import type { SqlDialect } from '../dialect.js';
import { sqlLiteral } from '../dialect.js';
import { refuseOversized } from './renderBudget.js';
import { TemplateError } from './templateLexer.js';
import type { TemplateDict, TemplateValue } from './templateValues.js';
import {
  TemplateFunction,
  UNDEFINED,
  UntrustedText,
  concatText,
  isDict,
  isText,
  isUntrusted,
  iterate,
  plain,
  pyStr,
  typeName,
} from './templateValues.js';

type Args = TemplateValue[];
type Kwargs = Record<string, TemplateValue>;

function arg(args: Args, kwargs: Kwargs, index: number, name: string, fallback: TemplateValue) {
  if (name in kwargs) return kwargs[name];
  return index < args.length ? args[index] : fallback;
}

function mapText(value: TemplateValue, fn: (s: string) => string): TemplateValue {
  if (value instanceof UntrustedText) return value.map(fn);
  return fn(pyStr(value));
}

/** The length of `text` with every `from` replaced by `to`, before building it. */
function replacedLength(text: string, from: string, to: string): number {
  if (from === '') return text.length + (text.length + 1) * to.length;
  let count = 0;
  for (let i = text.indexOf(from); i >= 0; i = text.indexOf(from, i + from.length)) count += 1;
  return text.length + count * (to.length - from.length);
}

/**
 * `replace(old, new)`; wholly untrusted when any part was (conservative: more escaping).
 * A result past the template value limit is refused before it is built.
 */
function replaceText(value: TemplateValue, from: TemplateValue, to: TemplateValue): TemplateValue {
  const [text, old, replacement] = [pyStr(value), pyStr(from), pyStr(to)];
  refuseOversized(replacedLength(text, old, replacement));
  const result = text.replaceAll(old, replacement);
  return isUntrusted(value) || isUntrusted(from) || isUntrusted(to)
    ? UntrustedText.of(result)
    : result;
}

/** `sep.join(items)` keeping taint. */
export function joinValues(items: TemplateValue[], separator: TemplateValue): TemplateValue {
  const parts: TemplateValue[] = [];
  items.forEach((item, i) => {
    if (i > 0) parts.push(separator);
    parts.push(item);
  });
  return parts.length === 0 ? '' : concatText(parts);
}

function toNumber(value: TemplateValue, integer: boolean, fallback: TemplateValue): TemplateValue {
  const n = Number(plain(value));
  if (value === null || value === '' || !Number.isFinite(n)) return fallback;
  return integer ? Math.trunc(n) : n;
}

export function applyFilter(
  name: string,
  value: TemplateValue,
  args: Args,
  kwargs: Kwargs,
  dialect: SqlDialect,
): TemplateValue {
  if (value === UNDEFINED && name !== 'default' && name !== 'd') {
    throw new TemplateError(`cannot apply filter '${name}' to an undefined value`);
  }
  switch (name) {
    case 'join':
      return joinValues(iterate(value), arg(args, kwargs, 0, 'd', ''));
    case 'where_in': {
      const items = iterate(value).map((v) => sqlLiteral(plain(v), dialect));
      return `(${items.join(', ')})`;
    }
    case 'upper':
      return mapText(value, (s) => s.toUpperCase());
    case 'lower':
      return mapText(value, (s) => s.toLowerCase());
    case 'trim':
      return mapText(value, (s) => s.trim());
    case 'replace':
      return replaceText(value, arg(args, kwargs, 0, 'old', ''), arg(args, kwargs, 1, 'new', ''));
    case 'default':
    case 'd': {
      const fallback = arg(args, kwargs, 0, 'default_value', '');
      const onFalse = arg(args, kwargs, 1, 'boolean', false) === true;
      if (value === UNDEFINED || (onFalse && !plain(value))) return fallback;
      return value;
    }
    case 'length':
    case 'count':
      return iterate(value).length;
    case 'first':
      return iterate(value)[0] ?? UNDEFINED;
    case 'last': {
      const items = iterate(value);
      return items[items.length - 1] ?? UNDEFINED;
    }
    case 'int':
      return toNumber(value, true, arg(args, kwargs, 0, 'default', 0));
    case 'float':
      return toNumber(value, false, arg(args, kwargs, 0, 'default', 0));
    case 'string':
      return isText(value) ? value : concatText([value]);
    case 'list':
      return iterate(value);
    case 'tojson': {
      const json = JSON.stringify(plain(value)) ?? 'null';
      return isUntrusted(value) ? UntrustedText.of(json) : json;
    }
    default:
      throw new TemplateError(`no filter named '${name}'`);
  }
}

export function applyTest(name: string, value: TemplateValue): boolean {
  switch (name) {
    case 'defined':
      return value !== UNDEFINED;
    case 'undefined':
      return value === UNDEFINED;
    case 'none':
      return value === null;
    case 'string':
      return isText(value);
    case 'number':
      return typeof value === 'number';
    case 'sequence':
      return Array.isArray(value) || isText(value);
    case 'mapping':
      return isDict(value);
    default:
      throw new TemplateError(`no test named '${name}'`);
  }
}

const method = (name: string, fn: (args: Args, kwargs: Kwargs) => TemplateValue) =>
  new TemplateFunction(name, fn);

function textMethod(target: string | UntrustedText, name: string): TemplateFunction | null {
  const text = typeof target === 'string' ? target : target.text;
  const same = (fn: (s: string, args: Args) => string) =>
    method(name, (args) => mapText(target, (s) => fn(s, args)));
  switch (name) {
    case 'join':
      return method(name, (args) => joinValues(iterate(args[0] ?? []), target));
    case 'upper':
      return same((s) => s.toUpperCase());
    case 'lower':
      return same((s) => s.toLowerCase());
    case 'strip':
      return same((s) => s.trim());
    case 'lstrip':
      return same((s) => s.trimStart());
    case 'rstrip':
      return same((s) => s.trimEnd());
    case 'replace':
      return method(name, (args) => replaceText(target, args[0] ?? '', args[1] ?? ''));
    case 'split':
      return method(name, (args) => {
        const sep = args[0] === undefined || args[0] === null ? null : pyStr(args[0]);
        const pieces = sep === null ? text.trim().split(/\s+/).filter(Boolean) : text.split(sep);
        return typeof target === 'string' ? pieces : pieces.map((p) => UntrustedText.of(p));
      });
    case 'startswith':
      return method(name, (args) => text.startsWith(pyStr(args[0] ?? '')));
    case 'endswith':
      return method(name, (args) => text.endsWith(pyStr(args[0] ?? '')));
    default:
      return null;
  }
}

function dictMethod(target: TemplateDict, name: string): TemplateFunction | null {
  switch (name) {
    case 'get':
      return method(name, (args) => {
        const key = pyStr(args[0] ?? null);
        return Object.hasOwn(target, key) ? target[key] : (args[1] ?? null);
      });
    case 'items':
      return method(name, () => Object.entries(target).map(([k, v]) => [k, v]));
    case 'keys':
      return method(name, () => Object.keys(target));
    case 'values':
      return method(name, () => Object.values(target));
    default:
      return null;
  }
}

/** `target.name`: a dict entry, else a supported method; nothing from JavaScript's prototypes. */
export function getAttribute(target: TemplateValue, name: string): TemplateValue {
  if (isDict(target)) {
    if (Object.hasOwn(target, name)) return target[name];
    return dictMethod(target, name) ?? UNDEFINED;
  }
  if (isText(target)) {
    const fn = textMethod(target, name);
    if (fn) return fn;
  }
  if (target === UNDEFINED) throw new TemplateError(`cannot read '${name}' of an undefined value`);
  throw new TemplateError(`'${typeName(target)}' object has no attribute '${name}'`);
}

/** `target[index]`: list positions (negative from the end), dict keys, text characters. */
export function getItem(target: TemplateValue, index: TemplateValue): TemplateValue {
  if (Array.isArray(target) || isText(target)) {
    const items = Array.isArray(target) ? target : iterate(target);
    const i = Number(plain(index));
    if (!Number.isInteger(i)) throw new TemplateError('indices must be integers');
    const at = i < 0 ? items.length + i : i;
    if (at < 0 || at >= items.length) throw new TemplateError('index out of range');
    return items[at];
  }
  if (isDict(target)) {
    const key = pyStr(index);
    return Object.hasOwn(target, key) ? target[key] : UNDEFINED;
  }
  throw new TemplateError(`'${typeName(target)}' object is not subscriptable`);
}
