/**
 * "Download as image": the dashboard as a PNG, drawn the way html-to-image does it with no
 * library: a copy of the page's element with each element's computed style inlined (only what
 * differs from the element's defaults) and each canvas (an ECharts chart) replaced by its
 * picture, put in an SVG `foreignObject`, drawn onto a canvas.
 */
import { downloadBlob } from '../../explore/chartQueryAndExport';
import { svgTextToPng } from '../../explore/exportImage';

const defaults = new Map<string, Map<string, string>>();

/** The computed style an element of this tag has with no styles of its own. */
function defaultStyle(tag: string, sandbox: HTMLElement): Map<string, string> {
  let known = defaults.get(tag);
  if (!known) {
    const el = document.createElement(tag);
    sandbox.appendChild(el);
    const computed = getComputedStyle(el);
    known = new Map();
    for (let i = 0; i < computed.length; i += 1)
      known.set(computed[i]!, computed.getPropertyValue(computed[i]!));
    el.remove();
    defaults.set(tag, known);
  }
  return known;
}

function styleText(el: Element, sandbox: HTMLElement): string {
  const computed = getComputedStyle(el);
  const base = defaultStyle(el.tagName.toLowerCase(), sandbox);
  let text = '';
  for (let i = 0; i < computed.length; i += 1) {
    const name = computed[i]!;
    const value = computed.getPropertyValue(name);
    if (base.get(name) !== value) text += `${name}:${value};`;
  }
  return text;
}

function copyOf(node: Node, sandbox: HTMLElement): Node {
  if (node instanceof HTMLCanvasElement) {
    const img = document.createElement('img');
    img.src = node.toDataURL('image/png');
    img.setAttribute('style', styleText(node, sandbox));
    return img;
  }
  if (!(node instanceof Element)) return node.cloneNode(false);
  if (node instanceof HTMLScriptElement || node instanceof HTMLStyleElement)
    return document.createTextNode('');
  const copy = node.cloneNode(false) as Element;
  copy.setAttribute('style', styleText(node, sandbox));
  node.childNodes.forEach((child) => copy.appendChild(copyOf(child, sandbox)));
  return copy;
}

/** The element as a PNG (its whole scrolled size) on the page's background. */
export async function elementImage(el: HTMLElement, background: string): Promise<Blob | null> {
  const width = el.scrollWidth;
  const height = el.scrollHeight;
  const sandbox = document.createElement('div');
  sandbox.style.cssText = 'position:fixed;left:-10000px;top:0;visibility:hidden';
  document.body.appendChild(sandbox);
  let markup: string;
  try {
    markup = new XMLSerializer().serializeToString(copyOf(el, sandbox));
  } finally {
    sandbox.remove();
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  return svgTextToPng(svg, width, height, background);
}

/** Downloads the dashboard's element as `<title>.png`; false when it could not be drawn. */
export async function downloadDashboardImage(
  el: HTMLElement,
  title: string,
  background: string,
): Promise<boolean> {
  const blob = await elementImage(el, background).catch(() => null);
  if (!blob) return false;
  downloadBlob(blob, `${title || 'dashboard'}.png`);
  return true;
}
