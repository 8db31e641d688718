import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { readableColours } from './readableColours';

const BRAND = '#1668dc';

/** [r, g, b, a] of a #rrggbb or rgba() colour. */
function rgba(css: string): number[] {
  if (css.startsWith('#'))
    return [
      ...css
        .slice(1)
        .match(/../g)!
        .map((h) => parseInt(h, 16)),
      1,
    ];
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: number[]): number {
  const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG contrast of a text colour (blended over the background) against that background. */
function contrast(text: string, background: string): number {
  const bg = rgba(background);
  const [r, g, b, a] = rgba(text);
  const seen = [r, g, b].map((c, i) => c * a + bg[i] * (1 - a));
  const [hi, lo] = [luminance(seen), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const readable = readableColours(mode, BRAND);
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const t = theme.getDesignToken({ algorithm, token: { colorPrimary: BRAND, ...readable.token } });
  const token = t as unknown as Record<string, string>;
  const backgrounds = [t.colorBgLayout, t.colorBgContainer, t.colorBgElevated];

  it('writes secondary text, placeholders, links and errors readably on its backgrounds', () => {
    for (const bg of backgrounds) {
      for (const text of [t.colorTextDescription, t.colorTextPlaceholder, t.colorLink]) {
        expect(contrast(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(t.colorErrorText, bg), `error text on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes the text of coloured tags readably on the tags', () => {
    const tag = (readable.components?.Tag ?? {}) as Record<string, string>;
    for (const [key, text] of Object.entries(tag)) {
      // A palette shade (gold7) sits on shade 1 of its palette; a status colour on its Bg.
      const bg = /\d$/.test(key) ? token[key.replace(/\d+$/, '1')] : token[`${key}Bg`];
      expect(contrast(text, bg), `${key} ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes the selected item of a menu or tabs readably', () => {
    // antd writes it in the primary colour; the dark theme sets its own.
    const own = [readable.components?.Menu ?? {}, readable.components?.Tabs ?? {}];
    const texts = mode === 'dark' ? own.flatMap((c) => Object.values(c)) : [t.colorPrimary];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts as string[]) {
      expect(contrast(text, t.colorBgContainer), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});
