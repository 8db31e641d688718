import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TableChart from './Chart.js';
import transformProps from './transformProps.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import type { QueryFormData } from '../types.js';

const DATA = queryResult([
  { name: '<b>Aaron</b><script>alert(1)</script>', link: '<a href="javascript:x()">go</a>' },
  { name: '1 < 2', link: 'plain' },
]);
const render = (formData: Partial<QueryFormData>) =>
  renderToString(
    createElement(
      TableChart,
      transformProps(chartProps({ all_columns: ['name', 'link'], ...formData }, [DATA])),
    ),
  );

describe('table rendering', () => {
  it('renders HTML cells sanitised by default (allow_render_html)', () => {
    const html = render({});
    expect(html).toContain('<b>Aaron</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href>go</a>');
    expect(html).toContain('1 &lt; 2');
  });

  it('shows the markup as text when HTML rendering is off', () => {
    const html = render({ allow_render_html: false });
    expect(html).not.toContain('<b>Aaron</b>');
    expect(html).toContain('&lt;b&gt;Aaron&lt;/b&gt;');
  });

  it('makes headers draggable only with allow_rearrange_columns', () => {
    expect(render({})).not.toContain('draggable');
    const html = render({ allow_rearrange_columns: true });
    expect(html.match(/role="columnheader"[^>]*draggable="true"/g)).toHaveLength(2);
  });
});
