/**
 * The chart's `styleTemplate`, made safe to put on the page, read by PostCSS's parser: every
 * rule is scoped to the chart's container (`:root`, `html` and `body` stand for the container
 * itself), and nothing may load a resource: `@import`, `@font-face` and any other at-rule but
 * `@media`, `@supports`, `@container`, `@layer` and `@keyframes` are dropped, and so is every
 * declaration whose value calls `url()`, `image()`, `image-set()`, `expression()` or holds a
 * backslash escape (which could spell any of those). CSS PostCSS cannot read is dropped whole.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

const UNSAFE_DECLARATION =
  /url\s*\(|image(-set)?\s*\(|expression\s*\(|@import|\\|behavior|-moz-binding|[<>]/i;
const GROUPING_AT_RULES = /^(media|supports|container|layer)$/i;
const KEYFRAMES = /^(-webkit-|-moz-)?keyframes$/i;
const ROOT_SELECTOR = /^(?:(?::root|html|body)(?![\w-])\s*)+/i;

function scopeSelector(selector: string, scope: string): string {
  const s = selector.trim();
  if (!s) return '';
  if (ROOT_SELECTOR.test(s)) return `${scope} ${s.replace(ROOT_SELECTOR, '')}`.trim();
  return `${scope} ${s}`;
}

/** Keeps what may stay in a container: rules scoped, safe declarations, allowed at-rules. */
function clean(container: Container, scope: string, inKeyframes: boolean): void {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'decl') {
      // declarations belong in rules, not at the top of the sheet or of a grouping rule
      if (container.type !== 'rule' || UNSAFE_DECLARATION.test(`${node.prop}:${node.value}`))
        node.remove();
    } else if (node.type === 'atrule') {
      const grouping = GROUPING_AT_RULES.test(node.name) && node.nodes;
      const frames = KEYFRAMES.test(node.name) && node.nodes;
      if ((!grouping && !frames) || UNSAFE_DECLARATION.test(node.params)) node.remove();
      else clean(node, scope, Boolean(frames));
    } else if (node.type === 'rule') {
      if (!inKeyframes) {
        const selectors = node.selectors.map((s) => scopeSelector(s, scope)).filter(Boolean);
        if (!selectors.length) {
          node.remove();
          continue;
        }
        node.selectors = selectors;
      }
      clean(node, scope, false);
    }
  }
}

/** `css` with every rule under `scope` (a selector) and nothing that loads a resource. */
export function scopeCss(css: string, scope: string): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  clean(root, scope, false);
  root.walk((node) => {
    node.raws.before = node.type === 'decl' ? ' ' : node.parent === root ? '\n' : ' ';
    if ('between' in node.raws && node.type !== 'decl') node.raws.between = ' ';
    if (node.type === 'rule' || node.type === 'atrule') {
      node.raws.after = ' ';
      node.raws.semicolon = true;
    }
  });
  return root.toString().trim();
}
