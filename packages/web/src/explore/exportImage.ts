/** The chart as a PNG: its canvas (ECharts) or its SVG drawn onto a canvas. */
import { downloadBlob } from './chartQueryAndExport';

export const NO_IMAGE_MESSAGE = 'This chart cannot be downloaded as an image';

/** An SVG document's text drawn as a PNG of `width` x `height` CSS px on `background`. */
export async function svgTextToPng(
  text: string,
  width: number,
  height: number,
  background: string,
): Promise<Blob | null> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * devicePixelRatio;
  canvas.height = height * devicePixelRatio;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

function svgToPng(svg: SVGSVGElement, background: string): Promise<Blob | null> {
  const { width, height } = svg.getBoundingClientRect();
  return svgTextToPng(new XMLSerializer().serializeToString(svg), width, height, background);
}

/** Downloads the chart in `container` as `<name>.png`; false when it draws neither. */
export async function downloadChartImage(container: HTMLElement, name: string): Promise<boolean> {
  const background = getComputedStyle(container).backgroundColor || '#ffffff';
  const canvas = container.querySelector('canvas');
  let blob: Blob | null = null;
  if (canvas) {
    const out = document.createElement('canvas');
    out.width = canvas.width;
    out.height = canvas.height;
    const ctx = out.getContext('2d')!;
    ctx.fillStyle = background === 'rgba(0, 0, 0, 0)' ? '#ffffff' : background;
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(canvas, 0, 0);
    blob = await new Promise((resolve) => out.toBlob(resolve, 'image/png'));
  } else {
    const svg = container.querySelector('svg');
    if (svg) blob = await svgToPng(svg, background === 'rgba(0, 0, 0, 0)' ? '#ffffff' : background);
  }
  if (!blob) return false;
  downloadBlob(blob, `${name || 'chart'}.png`);
  return true;
}
