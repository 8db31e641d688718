/**
 * The chart's `styleTemplate`, made safe to put on the page: every rule is scoped to the
 * chart's container (`:root`, `html` and `body` stand for the container itself), and nothing
 * may load a resource: `@import`, `@font-face` and any other at-rule but `@media`,
 * `@supports`, `@container` and `@keyframes` are dropped, and so is every declaration whose
 * value calls `url()`, `image()`, `image-set()`, `expression()` or holds a backslash escape
 * (which could spell any of those).
 */

const UNSAFE_DECLARATION =
  /url\s*\(|image(-set)?\s*\(|expression\s*\(|@import|\\|behavior\s*:|-moz-binding/i;
const GROUPING_AT_RULES = /^@(media|supports|container|layer)\b/i;
const KEYFRAMES = /^@(-webkit-|-moz-)?keyframes\b/i;

/** Splits at a separator outside quotes, parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

interface Block {
  prelude: string;
  /** The text between the braces, or null for a statement ending in `;`. */
  body: string | null;
}

/** Top-level statements and blocks of a style sheet (comments already removed). */
function parseBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  let start = 0;
  let quote: string | null = null;
  while (i < css.length) {
    const c = css[i];
    if (quote) {
      if (c === quote) quote = null;
      i += 1;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ';') {
      blocks.push({ prelude: css.slice(start, i).trim(), body: null });
      start = i + 1;
    } else if (c === '{') {
      let depth = 1;
      let j = i + 1;
      let q: string | null = null;
      for (; j < css.length && depth > 0; j += 1) {
        const d = css[j];
        if (q) {
          if (d === q) q = null;
        } else if (d === '"' || d === "'") q = d;
        else if (d === '{') depth += 1;
        else if (d === '}') depth -= 1;
      }
      blocks.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, j - 1) });
      i = j;
      start = j;
      continue;
    } else if (c === '}') {
      // a stray closing brace: skip it
      start = i + 1;
    }
    i += 1;
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push({ prelude: rest, body: null });
  return blocks;
}

function safeDeclarations(body: string): string {
  return splitTopLevel(body, ';')
    .map((d) => d.trim())
    .filter((d) => d && !d.includes('{') && !d.includes('}') && !UNSAFE_DECLARATION.test(d))
    .map((d) => `${d};`)
    .join(' ');
}

function scopeSelector(selector: string, scope: string): string {
  const s = selector.trim();
  if (!s) return '';
  const root = /^(?:(?::root|html|body)(?![\w-])\s*)+/i;
  if (root.test(s)) return `${scope} ${s.replace(root, '')}`.trim();
  return `${scope} ${s}`;
}

function scopeBlocks(blocks: Block[], scope: string): string[] {
  const out: string[] = [];
  for (const { prelude, body } of blocks) {
    if (body === null) continue; // @import, @charset, @namespace, stray declarations
    if (prelude.startsWith('@')) {
      if (GROUPING_AT_RULES.test(prelude) && !UNSAFE_DECLARATION.test(prelude)) {
        out.push(`${prelude} { ${scopeBlocks(parseBlocks(body), scope).join(' ')} }`);
      } else if (KEYFRAMES.test(prelude)) {
        const frames = parseBlocks(body)
          .filter((f) => f.body !== null)
          .map((f) => `${f.prelude} { ${safeDeclarations(f.body ?? '')} }`);
        out.push(`${prelude} { ${frames.join(' ')} }`);
      }
      continue; // @font-face, @page, @property... and anything unknown
    }
    const selectors = splitTopLevel(prelude, ',')
      .map((sel) => scopeSelector(sel, scope))
      .filter(Boolean);
    if (selectors.length === 0) continue;
    out.push(`${selectors.join(', ')} { ${safeDeclarations(body)} }`);
  }
  return out;
}

/** `css` with every rule under `scope` (a selector) and nothing that loads a resource. */
export function scopeCss(css: string, scope: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  // `<` never belongs in CSS here: it could close the style element in serialised HTML.
  return scopeBlocks(parseBlocks(withoutComments.replace(/</g, '')), scope).join('\n');
}
