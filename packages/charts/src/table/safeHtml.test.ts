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
      '<span style="color: red">hi</span>',
    );
    expect(sanitizeHtml('ok<script>alert(1)</script>')).toBe('ok');
    expect(sanitizeHtml('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
  });

  it('renders HTML only when allowed and only for HTML strings', () => {
    expect(cellHtml('<i>x</i>', true)).toBe('<i>x</i>');
    expect(cellHtml('<i>x</i>', false)).toBeUndefined();
    expect(cellHtml('plain', true)).toBeUndefined();
    expect(cellHtml(42, true)).toBeUndefined();
  });
});
