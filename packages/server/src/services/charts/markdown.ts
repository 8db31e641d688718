/**
 * Superset's `utils.markdown`: markdown rendered to HTML, then cleaned down to its safe
 * tags and attributes (other tags are dropped, their text kept; scripts go whole). A
 * chart's `description_markeddown` is its description through this.
 */
import { Marked } from 'marked';
import { FilterXSS } from 'xss';

const SAFE_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'i',
  'strong',
  'em',
  'tt',
  'p',
  'br',
  'span',
  'div',
  'blockquote',
  'code',
  'hr',
  'ul',
  'ol',
  'li',
  'dd',
  'dt',
  'img',
  'a',
];
const SAFE_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'alt', 'title'],
  a: ['href', 'alt', 'title'],
};

const markdownParser = new Marked({ gfm: true, async: false });

const safeHtml = new FilterXSS({
  whiteList: Object.fromEntries(SAFE_TAGS.map((tag) => [tag, SAFE_ATTRIBUTES[tag] ?? []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  css: false,
});

/**
 * The safe HTML of a markdown text; an empty or missing text gives '', and so does a text
 * the markdown parser cannot read (a pathological one can exhaust its stack).
 */
export function safeMarkdown(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    return safeHtml.process(markdownParser.parse(raw) as string).trim();
  } catch {
    return '';
  }
}
