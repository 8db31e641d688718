import xssModule from 'xss';
import type * as XssModule from 'xss';

// The CommonJS module object (its named exports are not all visible to ESM importers).
const xss = xssModule as unknown as typeof XssModule;

/**
 * CSS a cell may keep: colours and the look of its text. Anything that can place or size an
 * element beyond its cell (position, inset, z-index, transform, margins, width and height,
 * viewport units) is dropped, and so is any value that loads or evaluates (url(), expression(),
 * var()): a cell must never be able to cover the page, e.g. with a fake sign-in overlay.
 */
const SAFE_CSS_PROPERTIES = [
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-variant',
  'text-decoration',
  'text-decoration-color',
  'text-align',
  'text-transform',
  'vertical-align',
  'white-space',
  'word-break',
  'padding',
  'padding-left',
  'padding-right',
  'border',
  'border-color',
  'border-radius',
  'opacity',
];
const UNSAFE_CSS_VALUE = /url\s*\(|expression\s*\(|var\s*\(|image-set|[<>\\]/i;
const safeCssValue = (value: string) => !UNSAFE_CSS_VALUE.test(value);

/**
 * Superset's HTML sanitiser for cells (`allow_render_html`): the default whitelist plus
 * spans and divs, links, images and videos; any other tag is stripped, scripts, event
 * handlers and `javascript:` links are dropped. Unlike Superset, `class` is never kept (the
 * page's own classes include fixed, full-page overlays) and `style` keeps only the
 * properties above.
 */
const xssFilter = new xss.FilterXSS({
  whiteList: {
    ...xss.getDefaultWhiteList(),
    span: ['style', 'title'],
    div: ['style'],
    a: ['style', 'href', 'title', 'target'],
    img: ['style', 'src', 'alt', 'title', 'width', 'height'],
    video: ['autoplay', 'controls', 'loop', 'preload', 'src', 'height', 'width', 'muted'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  css: {
    whiteList: Object.fromEntries(SAFE_CSS_PROPERTIES.map((name) => [name, safeCssValue])),
  },
});

export function sanitizeHtml(html: string): string {
  return xssFilter.process(html);
}

/** Whether a text holds at least one HTML element (a start tag such as `<b>` or `<br/>`). */
export function isProbablyHTML(text: string): boolean {
  return /<[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(text);
}

/**
 * The sanitised HTML a cell renders, or undefined when it shows as plain text (HTML
 * rendering off, not a string, or no element in it).
 */
export function cellHtml(value: unknown, allowRenderHtml: boolean): string | undefined {
  if (!allowRenderHtml || typeof value !== 'string' || !isProbablyHTML(value)) return undefined;
  return sanitizeHtml(value);
}
