/**
 * Markdown and HTML that users write (markdown components, chart descriptions), made safe to
 * put in the page: markdown rendered with `marked`, then every piece of HTML sanitised with
 * DOMPurify (no scripts, no event handlers, no `javascript:` links).
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** HTML with everything that could run removed. */
export function sanitizedHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The markdown as sanitised HTML. */
export function markdownHtml(source: string): string {
  return sanitizedHtml(marked.parse(source, { async: false, gfm: true }));
}
