import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PivotTableChart from './Chart.js';
import transformProps from './transformProps.js';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { ChartProps, QueryFormData } from '../types.js';

const DATA = queryResult([
  { state: 'CA', gender: '<i>boy</i><script>x()</script>', 'SUM(num)': 10 },
  { state: 'NY', gender: 'girl', 'SUM(num)': 20 },
]);
const FORM: Partial<QueryFormData> = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  metrics: [SUM_NUM],
};
const render = (formData: Partial<QueryFormData> = {}, extra: Partial<ChartProps> = {}) =>
  renderToString(
    createElement(
      PivotTableChart,
      transformProps(chartProps({ ...FORM, ...formData }, [DATA], extra)),
    ),
  );

describe('pivot table rendering', () => {
  it('highlights the headers selected as a cross-filter', () => {
    const html = render(
      {},
      { filterState: { selectedFilters: { state: ['NY'] } } as ChartProps['filterState'] },
    );
    const selected = html.match(/aria-selected="true"[^>]*>[^<]*</g) ?? [];
    expect(selected).toHaveLength(1);
    expect(selected[0]).toContain('>NY<');
    expect(render()).not.toContain('aria-selected');
  });

  it('header clicks cross-filter only on dashboards that emit them', () => {
    const emitting = render({}, { emitCrossFilters: true, hooks: { setDataMask: () => {} } });
    expect(emitting).toMatch(/role="rowheader"[^>]*cursor:pointer[^>]*>CA</);
    expect(render()).not.toContain('cursor:pointer');
  });

  it('renders HTML header values sanitised, or as text when not allowed', () => {
    expect(render()).toContain('<i>boy</i>');
    expect(render()).not.toContain('<script>');
    const text = render({ allow_render_html: false });
    expect(text).toContain('&lt;i&gt;boy&lt;/i&gt;');
  });
});
