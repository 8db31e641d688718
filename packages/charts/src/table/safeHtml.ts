import xssModule from 'xss';
import type * as XssModule from 'xss';

// The CommonJS module object (its named exports are not all visible to ESM importers).
const xss = xssModule as unknown as typeof XssModule;

/**
 * Superset's HTML sanitiser for cells (`allow_render_html`): the default whitelist plus
 * styled spans and divs, links, images and videos; any other tag is stripped, scripts,
 * event handlers and `javascript:` links are dropped.
 */
const xssFilter = new xss.FilterXSS({
  whiteList: {
    ...xss.getDefaultWhiteList(),
    span: ['style', 'class', 'title'],
    div: ['style', 'class'],
    a: ['style', 'class', 'href', 'title', 'target'],
    img: ['style', 'class', 'src', 'alt', 'title', 'width', 'height'],
    video: ['autoplay', 'controls', 'loop', 'preload', 'src', 'height', 'width', 'muted'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  css: false,
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
