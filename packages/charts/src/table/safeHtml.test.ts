import { describe, expect, it } from 'vitest';
import { cellHtml, isProbablyHTML, sanitizeHtml } from './safeHtml.js';

describe('safe HTML cells', () => {
  it('tells HTML from plain text', () => {
    expect(isProbablyHTML('<b>bold</b>')).toBe(true);
    expect(isProbablyHTML('a<br/>b')).toBe(true);
    expect(isProbablyHTML('<a href="https://example.com">x</a>')).toBe(true);
    expect(isProbablyHTML('1 < 2 and 3 > 2')).toBe(false);
    expect(isProbablyHTML('plain')).toBe(false);
  });

  it('keeps formatting and links, drops scripts and handlers', () => {
    expect(sanitizeHtml('<b>bold</b>')).toBe('<b>bold</b>');
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<span style="color: red" onclick="steal()">hi</span>')).toBe(
      '<span style="color:red;">hi</span>',
    );
    expect(sanitizeHtml('ok<script>alert(1)</script>')).toBe('ok');
    expect(sanitizeHtml('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
  });

  it('drops whatever could lay an overlay over the page: positioning styles and classes', () => {
    const overlays = [
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;background:white">Session expired</div>',
      '<div style="POSITION: FIXED; INSET: 0">x</div>',
      '<span style="position:absolute;top:-500px">x</span>',
      '<div style="transform: translate(-50%, -300px) scale(40)">x</div>',
      '<div style="margin-top:-2000px;height:9999px">x</div>',
      '<a href="https://example.com" style="display:block;position:sticky;top:0">x</a>',
      '<div class="ant-modal-mask">x</div>',
      '<span class="ant-modal-wrap ant-modal-centered">x</span>',
      '<img src="https://example.com/a.png" class="overlay" style="position:fixed;width:100%">',
      '<div style="background:url(https://evil.example/pixel.png)">x</div>',
      '<div style="color: expression(alert(1))">x</div>',
      '<div style="background-color: var(--x)">x</div>',
      '<div style="color:red;/**/position:fixed">x</div>',
      '<style>body{display:none}</style><div>x</div>',
      '<div style="color:red" id="root">x</div>',
    ];
    for (const html of overlays) {
      const safe = sanitizeHtml(html);
      expect(safe, html).not.toMatch(
        /position|inset|transform|margin|z-index|class=|url\(|expression|var\(|width:|height:|<style|id=/i,
      );
    }
    expect(sanitizeHtml(overlays[0])).toBe('<div style>Session expired</div>');
    expect(sanitizeHtml(overlays[6])).toBe('<div>x</div>');
  });

  it('keeps the harmless look of a cell: colours and text styles', () => {
    expect(
      sanitizeHtml('<span style="color: red; font-weight: bold; position: fixed">hi</span>'),
    ).toBe('<span style="color:red; font-weight:bold;">hi</span>');
    expect(sanitizeHtml('<div style="background-color:#eef;text-align:right">1</div>')).toBe(
      '<div style="background-color:#eef; text-align:right;">1</div>',
    );
  });

  it('renders HTML only when allowed and only for HTML strings', () => {
    expect(cellHtml('<i>x</i>', true)).toBe('<i>x</i>');
    expect(cellHtml('<i>x</i>', false)).toBeUndefined();
    expect(cellHtml('plain', true)).toBeUndefined();
    expect(cellHtml(42, true)).toBeUndefined();
  });
});
