import { describe, expect, it } from 'vitest';
import { buildQuery as bubbleV2 } from '../bubble_v2/buildQuery.js';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';
import { migrateFormData, toBubbleV2FormData } from './migrate.js';

const AVG_NUM = { ...SUM_NUM, aggregate: 'AVG', label: 'AVG(num)' };
/** The legacy (nvd3) bubble chart's form data as Superset saved it. */
const legacy: QueryFormData = {
  datasource: '2__table',
  viz_type: 'bubble',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  series: 'gender',
  entity: 'name',
  x: SUM_NUM,
  y: AVG_NUM,
  size: 'count',
  adhoc_filters: [],
  limit: 50,
  max_bubble_size: '50',
  color_scheme: 'supersetColors',
  show_legend: true,
  x_axis_label: 'Sum',
  left_margin: 'auto',
  x_axis_format: '.3s',
  x_ticks_layout: '45°',
  x_log_scale: true,
  x_axis_showminmax: false,
  y_axis_label: '',
  bottom_margin: 'auto',
  y_axis_format: '.3s',
  y_log_scale: false,
  y_axis_showminmax: true,
};

describe('bubble (legacy) buildQuery', () => {
  it("migrates to bubble_v2's keys as Superset does", () => {
    expect(toBubbleV2FormData(legacy)).toMatchObject({
      viz_type: 'bubble_v2',
      row_limit: 50,
      xAxisFormat: '.3s',
      logXAxis: true,
      logYAxis: false,
      xAxisLabelRotation: 45,
      truncateYAxis: true,
      x_axis_title_margin: 30,
      max_bubble_size: '50',
      x_axis_label: 'Sum',
    });
    const migrated = toBubbleV2FormData(legacy);
    expect(migrated).not.toHaveProperty('x_axis_showminmax');
    expect(migrated).not.toHaveProperty('limit');
    expect(migrated).not.toHaveProperty('y_axis_title_margin');
  });

  it('queries as bubble_v2 does: the entity and series, the three metrics, the limit as rows', () => {
    const context = buildQuery(legacy);
    const [query] = context.queries;
    expect(query.columns).toEqual(['name', 'gender']);
    expect(query.metrics).toEqual([SUM_NUM, AVG_NUM, 'count']);
    expect(query.row_limit).toBe(50);
    expect(query.granularity).toBe('ds');
    expect(context.form_data.viz_type).toBe('bubble');
    expect(context.queries).toEqual(bubbleV2(toBubbleV2FormData(legacy)).queries);
    parseQueryContext(context);
  });

  it('explore opens it in migrated form under its own key, queried and migrated the same', () => {
    const opened = migrateFormData(legacy);
    expect(opened).toMatchObject({ viz_type: 'bubble', logXAxis: true, row_limit: 50 });
    expect(opened).not.toHaveProperty('x_log_scale');
    // migrating again changes nothing: a chart saved from explore draws as it opened
    expect(migrateFormData(opened)).toEqual(opened);
    expect(buildQuery(opened).queries).toEqual(buildQuery(legacy).queries);
    // a v2 key saved by explore next to a legacy one wins
    expect(toBubbleV2FormData({ ...legacy, logXAxis: false }).logXAxis).toBe(false);
  });
});
