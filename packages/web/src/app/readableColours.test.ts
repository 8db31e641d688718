import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { readableColours } from './readableColours';

const BRAND = '#1668dc';

/** [r, g, b, a] of a #rgb, #rrggbb or rgba() colour. */
function rgba(css: string): number[] {
  if (css.startsWith('#')) {
    const hex = css.length === 4 ? [...css.slice(1)].map((h) => h + h).join('') : css.slice(1);
    return [...hex.match(/../g)!.map((h) => parseInt(h, 16)), 1];
  }
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

  it('writes links readably, hovered and pressed too, and on a selected row or item', () => {
    for (const bg of [...backgrounds, t.controlItemBgActive]) {
      expect(contrast(t.colorLink, bg), `link on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const bg of backgrounds) {
      for (const text of [t.colorLinkHover, t.colorLinkActive]) {
        expect(contrast(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("writes a form's error messages and a danger button's text readably, apart", () => {
    // A form writes its errors in colorError; a danger button fills itself with it (or its
    // hover and pressed shades), or writes its text in it when outlined, as Button's own
    // tokens say where they differ.
    const button = (readable.components?.Button ?? {}) as Record<string, string>;
    const danger = (k: string) => button[k] ?? token[k];
    const fills = [danger('colorError'), danger('colorErrorHover'), danger('colorErrorActive')];
    const onFill = button.dangerColor ?? t.colorTextLightSolid;
    for (const bg of backgrounds) {
      expect(contrast(t.colorError, bg), `form error on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const fill of fills) {
      expect(contrast(onFill, fill), `${onFill} on ${fill}`).toBeGreaterThanOrEqual(4.5);
      for (const bg of [t.colorBgContainer, t.colorBgElevated]) {
        expect(contrast(fill, bg), `outlined ${fill} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("writes a primary button's white text readably, hovered too", () => {
    const hover = (readable.components?.Button as { colorPrimaryHover?: string } | undefined)
      ?.colorPrimaryHover;
    for (const fill of [t.colorPrimary, hover ?? t.colorPrimaryHover, t.colorPrimaryActive]) {
      expect(contrast(t.colorTextLightSolid, fill), fill).toBeGreaterThanOrEqual(4.5);
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

  it('writes the selected item of a menu, tabs or a dropdown menu readably', () => {
    // antd writes it in the primary colour; the dark theme sets its own.
    const own = [
      readable.components?.Menu ?? {},
      readable.components?.Tabs ?? {},
      readable.components?.Dropdown ?? {},
    ];
    const texts = mode === 'dark' ? own.flatMap((c) => Object.values(c)) : [t.colorPrimary];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts as string[]) {
      expect(contrast(text, t.colorBgContainer), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});
