/**
 * Downloads of what the page shows (Superset's downloadAsImage and downloadAsPdf): an element
 * drawn by html-to-image (its computed styles inlined in an SVG foreignObject, each canvas, an
 * ECharts chart, as its picture) as a PNG, or placed by jsPDF on a page of its size. Both
 * libraries are loaded on first use, never with the page. Also the one way a blob becomes a
 * download.
 */

/** Elements carrying this attribute (the menus' triggers) are left out of the picture. */
export const IMAGE_SKIP = 'data-image-skip';

/** What a chart's "Download as image" says when the chart could not be drawn. */
export const NO_IMAGE_MESSAGE = 'This chart cannot be downloaded as an image';

/** Saves `blob` as a file named `filename` (a click on a download link). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A download's name without its extension: the title (characters no file name may hold made
 * dashes) and the time, `<title>-2024-05-01T10-20-30Z` (Superset's generateFileStem).
 */
export function fileStem(title: string, fallback: string, date = new Date()): string {
  // eslint-disable-next-line no-control-regex
  const name = title.replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '-').trim() || fallback;
  const time = `${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
  return `${name}-${time}`;
}

/** PDF user units (points) per CSS pixel. */
const POINTS_PER_PX = 0.75;
/** The largest page side a PDF reader is bound to open (200 inches). */
const MAX_PAGE_POINTS = 14400;

/** The PDF page for an element of `width` x `height` CSS px: its size in points, at most 200 in a side. */
export function pdfPage(
  width: number,
  height: number,
): { width: number; height: number; orientation: 'landscape' | 'portrait' } {
  const scale = Math.min(POINTS_PER_PX, MAX_PAGE_POINTS / Math.max(width, height, 1));
  return {
    width: Math.max(1, width * scale),
    height: Math.max(1, height * scale),
    orientation: width >= height ? 'landscape' : 'portrait',
  };
}

function drawnInPicture(node: HTMLElement): boolean {
  return !(node instanceof Element && node.hasAttribute(IMAGE_SKIP));
}

/** The element drawn on a canvas on `background`, its menus left out. */
async function drawElement(el: HTMLElement, background: string): Promise<HTMLCanvasElement> {
  const { toCanvas } = await import('html-to-image');
  return toCanvas(el, { backgroundColor: background, filter: drawnInPicture });
}

function pngOf(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The picture on one PDF page of the element's size. */
async function pdfOf(canvas: HTMLCanvasElement, el: HTMLElement): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const page = pdfPage(el.clientWidth || canvas.width, el.clientHeight || canvas.height);
  const pdf = new jsPDF({
    orientation: page.orientation,
    unit: 'pt',
    format: [page.width, page.height],
    compress: true,
  });
  // a JPEG goes into the PDF as it is; the picture is opaque (drawn on the background)
  pdf.addImage(canvas.toDataURL('image/jpeg', 0.95), 'JPEG', 0, 0, page.width, page.height);
  return pdf.output('blob');
}

/**
 * Downloads the element as `<name>-<time>.png` or `.pdf` (`fallback` names the untitled);
 * false when it could not be drawn.
 */
export async function downloadElement(
  el: HTMLElement,
  format: 'png' | 'pdf',
  { name, fallback, background }: { name: string; fallback: string; background: string },
): Promise<boolean> {
  try {
    const canvas = await drawElement(el, background);
    const blob = format === 'png' ? await pngOf(canvas) : await pdfOf(canvas, el);
    if (!blob) return false;
    downloadBlob(blob, `${fileStem(name, fallback)}.${format}`);
    return true;
  } catch {
    return false;
  }
}
