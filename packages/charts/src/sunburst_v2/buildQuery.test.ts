import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';

/** COVID Vaccines' "Vaccine Candidates per Country & Stage" as the example bundle saves it. */
const EXAMPLE: QueryFormData = {
  adhoc_filters: [],
  color_scheme: 'supersetColors',
  datasource: '69__table',
  columns: ['product_category', 'clinical_stage'],
  linear_color_scheme: 'schemeYlOrBr',
  metric: 'count',
  queryFields: { groupby: 'groupby', metric: 'metrics', secondary_metric: 'metrics' },
  row_limit: 10000,
  time_range: 'No filter',
  url_params: {},
  viz_type: 'sunburst_v2',
};

describe('sunburst_v2 buildQuery', () => {
  it("the example's saved chart: the hierarchy columns and the metric", () => {
    const context = buildQuery(EXAMPLE);
    expect(context.queries[0]).toMatchObject({
      columns: ['product_category', 'clinical_stage'],
      metrics: ['count'],
      row_limit: 10000,
    });
    parseQueryContext(context);
  });
  it('the secondary metric is queried too; sorting orders by the metric', () => {
    const context = buildQuery({ ...EXAMPLE, secondary_metric: SUM_NUM, sort_by_metric: true });
    expect(context.queries[0]).toMatchObject({
      metrics: ['count', SUM_NUM],
      orderby: [['count', false]],
    });
    parseQueryContext(context);
  });
});
