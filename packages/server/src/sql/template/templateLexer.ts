/**
 * The Jinja subset's lexer: the template split into text and tags (`{{ }}`, `{% %}`,
 * `{# #}`, with `-` whitespace control), and each tag's inside into tokens.
 */
import { BadRequestError } from '../../errors.js';

/** 400 `Jinja template error: ...` (Superset-like). */
export class TemplateError extends BadRequestError {
  constructor(detail: string) {
    super(`Jinja template error: ${detail}`);
  }
}

export type ExprTokenKind = 'name' | 'number' | 'string' | 'op';

export interface ExprToken {
  kind: ExprTokenKind;
  value: string;
  /** For numbers, the parsed value. */
  number?: number;
}

export type Chunk =
  | { type: 'text'; text: string }
  | { type: 'output'; tokens: ExprToken[] }
  | { type: 'statement'; tokens: ExprToken[] };

const OPERATORS = ['==', '!=', '<=', '>=', '//', '<', '>', '+', '-', '*', '/', '%', '~', '|', '.'];
const PUNCTUATION = [',', ':', '(', ')', '[', ']', '{', '}', '='];
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** Tokens of a tag's inside, from `from` up to its closing delimiter; returns [tokens, end, trimAfter]. */
function lexTag(source: string, from: number, close: '}}' | '%}'): [ExprToken[], number, boolean] {
  const tokens: ExprToken[] = [];
  let i = from;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (source.startsWith(close, i)) {
      return [tokens, i + 2, false];
    } else if (ch === '-' && source.startsWith(close, i + 1)) {
      return [tokens, i + 3, true];
    } else if (ch === "'" || ch === '"') {
      let value = '';
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\' && j + 1 < source.length) {
          value += ESCAPES[source[j + 1]] ?? `\\${source[j + 1]}`;
          j += 2;
        } else {
          value += source[j];
          j += 1;
        }
      }
      if (j >= source.length)
        throw new TemplateError('unexpected end of template, string not closed');
      tokens.push({ kind: 'string', value });
      i = j + 1;
    } else if (/[0-9]/.test(ch)) {
      const m = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(source.slice(i))!;
      tokens.push({ kind: 'number', value: m[0], number: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ kind: 'name', value: m[0] });
      i += m[0].length;
    } else {
      const op = [...OPERATORS, ...PUNCTUATION].find((o) => source.startsWith(o, i));
      if (!op) throw new TemplateError(`unexpected char '${ch}' at ${i}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  throw new TemplateError(`unexpected end of template, expected '${close}'`);
}

/** The template as text and tag chunks; comments dropped, `{{-` / `-}}` trims applied. */
export function lexTemplate(source: string): Chunk[] {
  const chunks: Chunk[] = [];
  let i = 0;
  let trimNext = false;
  while (i < source.length) {
    const open = source.slice(i).search(/\{[{%#]/);
    let text = open < 0 ? source.slice(i) : source.slice(i, i + open);
    if (trimNext) text = text.trimStart();
    trimNext = false;
    if (open < 0) {
      if (text) chunks.push({ type: 'text', text });
      break;
    }
    const start = i + open;
    const kind = source[start + 1];
    let from = start + 2;
    if (source[from] === '-') {
      // trimEnd, not /\s+$/: that regex is quadratic on long runs of spaces
      text = text.trimEnd();
      from += 1;
    }
    if (text) chunks.push({ type: 'text', text });
    if (kind === '#') {
      const end = source.indexOf('#}', from);
      if (end < 0) throw new TemplateError("unexpected end of template, expected '#}'");
      trimNext = source[end - 1] === '-';
      i = end + 2;
      continue;
    }
    const [tokens, end, trimAfter] = lexTag(source, from, kind === '{' ? '}}' : '%}');
    chunks.push({ type: kind === '{' ? 'output' : 'statement', tokens });
    trimNext = trimAfter;
    i = end;
  }
  return chunks;
}

/** True when the text uses template syntax at all. */
export function hasTemplateSyntax(source: string): boolean {
  return /\{[{%#]/.test(source);
}
