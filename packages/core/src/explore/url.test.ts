import { describe, expect, it } from 'vitest';
import { exploreApiQuery, parseExploreUrl } from './url.js';

describe('the explore URL', () => {
  it('reads what the page opens from', () => {
    expect(
      parseExploreUrl('/explore/', '?slice_id=7&viz_type=pie&force=true&standalone=1'),
    ).toEqual({ sliceId: 7, vizType: 'pie', force: true, standalone: true });
    expect(parseExploreUrl('/superset/explore/p/abc/', '')).toMatchObject({
      permalinkKey: 'abc',
    });
  });

  it("collects the parameters that are not explore's own as url_params", () => {
    const url = parseExploreUrl(
      '/explore/',
      '?datasource_id=3&datasource_type=table&foo=bar&state=CA&standalone=1&force=true' +
        '&csv=true&query=true&results=true&samples=true&disableDomainSharding=1' +
        '&form_data_key=k&dataset_id=3&dashboard_id=5&viz_type=pie',
    );
    expect(url.urlParams).toEqual({ foo: 'bar', state: 'CA' });
    expect(parseExploreUrl('/explore/', '?slice_id=7').urlParams).toBeUndefined();
    // the API query of the explore state stays explore's own
    expect(exploreApiQuery(url)).toBe('form_data_key=k&datasource_id=3&datasource_type=table');
  });

  it('keeps url_params as strings, the last of a repeated one winning', () => {
    expect(parseExploreUrl('/explore/', '?n=10&n=20&flag').urlParams).toEqual({
      n: '20',
      flag: '',
    });
  });

  it('reads adhoc_filters and extra_filters given as JSON lists, ignoring anything else', () => {
    const adhoc = [{ expressionType: 'SQL', sqlExpression: 'num > 1', clause: 'WHERE' }];
    const extra = [{ col: 'gender', op: 'IN', val: ['boy'] }];
    const url = parseExploreUrl(
      '/explore/',
      `?slice_id=7&adhoc_filters=${encodeURIComponent(JSON.stringify(adhoc))}` +
        `&extra_filters=${encodeURIComponent(JSON.stringify(extra))}`,
    );
    expect(url.adhocFilters).toEqual(adhoc);
    expect(url.extraFilters).toEqual(extra);
    expect(url.urlParams).toBeUndefined();
    const broken = parseExploreUrl(
      '/explore/',
      '?slice_id=7&adhoc_filters=%5B&extra_filters=%7B%7D',
    );
    expect(broken.adhocFilters).toBeUndefined();
    expect(broken.extraFilters).toBeUndefined();
  });
});
