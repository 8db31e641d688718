/**
 * What a person sees of a theme, from computed colours: an element's text colour and the
 * background it sits on (the nearest ancestor with an opaque-enough background), as relative
 * luminance (0 black … 1 white, WCAG 2) and their contrast ratio.
 */
import type { Locator } from 'playwright-core';
import { expect, vi } from 'vitest';

export interface SeenColours {
  /** Luminance of the background the element sits on. */
  background: number;
  /** Luminance of the element's text, blended over that background. */
  text: number;
  /** WCAG contrast ratio of the two (1 … 21). */
  contrast: number;
  /** The computed CSS values, for failure messages. */
  css: { color: string; background: string };
}

// Measures in the page. Kept as source text (vitest's transform would add helpers the page
// lacks to a function written here) and made a function here, whose source Playwright sends.
const MEASURE = `
  const rgba = (css) => {
    const v = (css.match(/[\\d.]+/g) || []).map(Number);
    return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v.length > 3 ? v[3] : 1];
  };
  const lum = ([r, g, b]) => {
    const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let at = el;
  let bgCss = 'rgb(255, 255, 255)';
  while (at) {
    const css = getComputedStyle(at).backgroundColor;
    if (rgba(css)[3] >= 0.5) { bgCss = css; break; }
    at = at.parentElement;
  }
  const bg = rgba(bgCss);
  const color = getComputedStyle(el).color;
  const fg = rgba(color);
  const over = fg.slice(0, 3).map((c, i) => c * fg[3] + bg[i] * (1 - fg[3]));
  const background = lum(bg);
  const text = lum(over);
  const contrast = (Math.max(background, text) + 0.05) / (Math.min(background, text) + 0.05);
  return { background, text, contrast, css: { color, background: bgCss } };
`;
const measure = new Function('el', MEASURE) as (el: unknown) => SeenColours;

export async function seenColours(locator: Locator): Promise<SeenColours> {
  return locator.first().evaluate(measure);
}

/** The element reads as the dark theme draws it: light text on a dark background, readable.
 * Waits (up to 10 s) for the page to apply the theme; fails with the colours it saw. */
export async function expectDark(locator: Locator, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const seen = await seenColours(locator);
      const why = `${what}: ${JSON.stringify(seen)}`;
      expect(seen.background, why).toBeLessThan(0.1);
      expect(seen.text, why).toBeGreaterThan(seen.background);
      expect(seen.contrast, why).toBeGreaterThanOrEqual(4.5);
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** The element reads as the light theme draws it: dark text on a light background, readable. */
export async function expectLight(locator: Locator, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const seen = await seenColours(locator);
      const why = `${what}: ${JSON.stringify(seen)}`;
      expect(seen.background, why).toBeGreaterThan(0.7);
      expect(seen.text, why).toBeLessThan(seen.background);
      expect(seen.contrast, why).toBeGreaterThanOrEqual(4.5);
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** The element's text reads at 4.5:1 or more on what it sits on, in the theme shown now. */
export async function expectReadable(locator: Locator, what: string): Promise<void> {
  const seen = await seenColours(locator);
  expect(seen.contrast, `${what}: ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(4.5);
}
