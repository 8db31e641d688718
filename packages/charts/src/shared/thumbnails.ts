/**
 * Small inline SVG thumbnails for the gallery (60x40 view box, currentColor strokes so
 * the theme decides the colour).
 */
/** A thumbnail from its SVG body (a chart type may draw its own next to its metadata). */
export const thumbnailSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" fill="none" stroke="currentColor" stroke-width="2">${body}</svg>`;

export const THUMBNAILS = {
  table: thumbnailSvg(
    '<rect x="4" y="4" width="52" height="32" rx="2"/><path d="M4 12h52M4 20h52M4 28h52M22 4v32M40 4v32"/>',
  ),
  pivot: thumbnailSvg(
    '<rect x="4" y="4" width="52" height="32" rx="2"/><path d="M4 12h52M18 4v32M18 20h38M18 28h38M37 12v24"/>',
  ),
  // "42" drawn as strokes, not text: a thumbnail's picture carries no words of its own.
  bigNumber: thumbnailSvg(
    '<path d="M26 12l-8 11h11M26 12v16M32 16a5 4 0 0 1 10 0c0 4-10 8-10 12h10"/>',
  ),
  bigNumberTrend: thumbnailSvg(
    '<path d="M27 4l-6 8h8M27 4v12M32 7a3.5 3 0 0 1 7 0c0 3-7 6-7 9h7"/><path d="M6 34l10-6 8 3 10-9 8 4 12-8"/>',
  ),
  line: thumbnailSvg(
    '<path d="M4 34l10-12 10 6 12-16 10 8 10-14"/><path d="M4 36h52" stroke-width="1"/>',
  ),
  smooth: thumbnailSvg(
    '<path d="M4 32C14 10 22 34 32 18S48 6 56 12"/><path d="M4 36h52" stroke-width="1"/>',
  ),
  step: thumbnailSvg(
    '<path d="M4 32h10v-8h10v6h10V12h10v8h12"/><path d="M4 36h52" stroke-width="1"/>',
  ),
  scatter: thumbnailSvg(
    '<g fill="currentColor" stroke="none"><circle cx="10" cy="30" r="2"/><circle cx="18" cy="22" r="2"/><circle cx="26" cy="26" r="2"/><circle cx="34" cy="14" r="2"/><circle cx="44" cy="18" r="2"/><circle cx="52" cy="8" r="2"/></g>',
  ),
  bar: thumbnailSvg(
    '<g fill="currentColor" stroke="none"><rect x="6" y="20" width="8" height="16"/><rect x="18" y="10" width="8" height="26"/><rect x="30" y="16" width="8" height="20"/><rect x="42" y="6" width="8" height="30"/></g>',
  ),
  area: thumbnailSvg(
    '<path d="M4 36V26l12-10 10 6 14-12 16 8v18z" fill="currentColor" fill-opacity="0.3"/><path d="M4 26l12-10 10 6 14-12 16 8"/>',
  ),
  generic: thumbnailSvg(
    '<g fill="currentColor" stroke="none" fill-opacity="0.5"><rect x="8" y="22" width="6" height="14"/><rect x="24" y="16" width="6" height="20"/><rect x="40" y="24" width="6" height="12"/></g><path d="M4 28l14-14 14 8 22-16"/>',
  ),
  mixed: thumbnailSvg(
    '<g fill="currentColor" stroke="none" fill-opacity="0.5"><rect x="6" y="18" width="8" height="18"/><rect x="20" y="24" width="8" height="12"/><rect x="34" y="14" width="8" height="22"/><rect x="48" y="20" width="8" height="16"/></g><path d="M4 12l14 6 14-12 22 8" stroke-dasharray="3 2"/>',
  ),
  pie: thumbnailSvg('<circle cx="30" cy="20" r="16"/><path d="M30 20V4M30 20l14 8M30 20L16 30"/>'),
  // two select boxes and a button
  filterBox: thumbnailSvg(
    '<rect x="8" y="4" width="44" height="8" rx="2"/><path d="M45 7l2 2 2-2"/><rect x="8" y="16" width="44" height="8" rx="2"/><path d="M45 19l2 2 2-2"/><rect x="8" y="28" width="16" height="8" rx="2" fill="currentColor"/>',
  ),
} as const;
