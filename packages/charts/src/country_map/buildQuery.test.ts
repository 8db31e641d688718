import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../shared/testing/expectValidContext.js';
import type { QueryFormData } from '../types.js';
import { buildQuery } from './buildQuery.js';
import { COUNTRY_CHOICES } from './countries.js';
import { controlPanel } from './controlPanel.js';

/** Superset's "Birth in France by department in 2016" example chart. */
const formData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'country_map',
  select_country: 'france',
  entity: 'DEPT_ID',
  metric: 'avg__2004',
  adhoc_filters: [],
  linear_color_scheme: 'superset_seq_1',
  number_format: '.3s',
  time_range: 'No filter',
};

describe('country_map buildQuery', () => {
  it('groups by the ISO 3166-2 code column with the metric', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['DEPT_ID']);
    expect(query.metrics).toEqual(['avg__2004']);
    parseQueryContext(context);
  });

  it('without a code column or a metric', () => {
    const [query] = buildQuery({ ...formData, entity: null, metric: null }).queries;
    expect(query.columns).toEqual([]);
    expect(query.metrics).toEqual([]);
  });

  it("offers Superset's countries, France and the USA among them", () => {
    const keys = COUNTRY_CHOICES.map(([k]) => k);
    for (const key of [
      'france',
      'usa',
      'uk',
      'italy_regions',
      'france_regions',
      'germany',
      'japan',
    ]) {
      expect(keys).toContain(key);
    }
    const select = controlPanel.sections[0].controlSetRows[0][0] as {
      config: { choices: unknown };
    };
    expect(select.config.choices).toBe(COUNTRY_CHOICES);
  });
});
