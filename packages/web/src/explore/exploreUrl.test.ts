import { describe, expect, it } from 'vitest';
import { exploreApiQuery, exploreUrlOf, hasExploreTarget, parseExploreUrl } from './exploreUrl';

describe('the explore URL', () => {
  it('reads a dataset, a chart and a viz type', () => {
    expect(parseExploreUrl('/explore/', '?datasource_type=table&datasource_id=3')).toEqual({
      datasourceId: 3,
      datasourceType: 'table',
      force: false,
      standalone: false,
    });
    expect(parseExploreUrl('/explore/', '?slice_id=9&viz_type=pie')).toMatchObject({
      sliceId: 9,
      vizType: 'pie',
    });
  });

  it('reads the form_data JSON parameter and the permalink path', () => {
    const fd = encodeURIComponent(JSON.stringify({ datasource: '4__table', slice_id: 2 }));
    expect(parseExploreUrl('/superset/explore/', `?form_data=${fd}`)).toMatchObject({
      sliceId: 2,
      datasourceId: 4,
      datasourceType: 'table',
      formData: { datasource: '4__table', slice_id: 2 },
    });
    expect(parseExploreUrl('/superset/explore/p/abcDEF_12/', '')).toMatchObject({
      permalinkKey: 'abcDEF_12',
    });
  });

  it('builds the API query and the URL the page keeps', () => {
    expect(exploreApiQuery({ datasourceId: 3, datasourceType: 'table', formDataKey: 'k' })).toBe(
      'form_data_key=k&datasource_id=3&datasource_type=table',
    );
    expect(exploreUrlOf({ formDataKey: 'k', sliceId: 5 })).toBe(
      '/explore/?form_data_key=k&slice_id=5',
    );
    expect(exploreUrlOf({ formDataKey: 'k', datasourceId: 3 })).toBe(
      '/explore/?form_data_key=k&datasource_id=3&datasource_type=table',
    );
  });

  it('needs a dataset, chart, key or permalink', () => {
    expect(hasExploreTarget(parseExploreUrl('/explore/', '?viz_type=pie'))).toBe(false);
    expect(hasExploreTarget(parseExploreUrl('/explore/', '?slice_id=1'))).toBe(true);
  });
});
