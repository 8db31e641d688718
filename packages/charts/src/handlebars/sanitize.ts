import xssModule from 'xss';
import type * as XssModule from 'xss';

const xss = xssModule as unknown as typeof XssModule;

/** A style attribute's value that loads or evaluates something. */
const UNSAFE_CSS_VALUE = /url\s*\(|expression\s*\(|image-set|image\s*\(|[<>\\]/i;

const ATTRIBUTES = [
  'class',
  'style',
  'title',
  'id',
  'align',
  'width',
  'height',
  'colspan',
  'rowspan',
];

/**
 * The template's HTML output, sanitised (Superset renders it through its sanitising
 * markdown): the default whitelist plus layout tags, with `class` and `style` everywhere
 * (the chart's own CSS targets them); scripts, styles, iframes, forms and event handlers
 * are dropped, `javascript:` links emptied, and no style value may load
 * anything. The chart's container clips and contains whatever the template draws.
 */
const filter = new xss.FilterXSS({
  whiteList: Object.fromEntries(
    Object.entries({
      ...xss.getDefaultWhiteList(),
      div: [],
      span: [],
      section: [],
      article: [],
      header: [],
      footer: [],
      main: [],
      nav: [],
      figure: [],
      figcaption: [],
      mark: [],
      time: ['datetime'],
      meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
      progress: ['value', 'max'],
      svg: ['viewbox', 'width', 'height', 'fill', 'stroke', 'xmlns'],
      path: ['d', 'fill', 'stroke', 'stroke-width'],
      rect: ['x', 'y', 'width', 'height', 'rx', 'ry', 'fill', 'stroke'],
      circle: ['cx', 'cy', 'r', 'fill', 'stroke'],
    }).map(([tag, attrs]) => [tag, [...new Set([...(attrs ?? []), ...ATTRIBUTES])]]),
  ),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  css: {
    whiteList: xss.getDefaultCSSWhiteList(),
    safeAttrValue: (_name: string, value: string) => (UNSAFE_CSS_VALUE.test(value) ? '' : value),
  },
});

export function sanitizeTemplateHtml(html: string): string {
  return filter.process(html);
}
