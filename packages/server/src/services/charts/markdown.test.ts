import { describe, expect, it } from 'vitest';
import { safeMarkdown } from './markdown.js';

describe('safeMarkdown', () => {
  it('renders markdown to HTML as Superset’s description_markeddown', () => {
    expect(safeMarkdown('**Births** by [state](https://example.org "States")')).toBe(
      '<p><strong>Births</strong> by <a href="https://example.org" title="States">state</a></p>',
    );
    expect(safeMarkdown('# Notes\n\n- one\n- two')).toBe(
      '<h1>Notes</h1>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('gives an empty text for no description', () => {
    expect(safeMarkdown(null)).toBe('');
    expect(safeMarkdown('')).toBe('');
  });

  it('drops scripts, event handlers and tags outside the safe list', () => {
    const html = safeMarkdown(
      'Hi <script>alert(1)</script><img src="/static/a.png" onerror="alert(2)"> <iframe src="x"></iframe>',
    );
    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
    expect(html).not.toContain('iframe');
    expect(html).toContain('<img src="/static/a.png">');
  });
});
