import { describe, expect, it } from 'vitest';
import lineTransform from '../../echarts_timeseries_line/transformProps.js';
import barTransform from '../../echarts_timeseries_bar/transformProps.js';
import pieTransform from '../../pie/transformProps.js';
import { chartProps, queryResult, utc } from '../testing/chartProps.js';
import { SUM_NUM } from '../testing/fixtures.js';
import { echartsContextMenuFilters } from './contextMenu.js';

const T1 = utc('2020-01-01');
const BY_GENDER = queryResult(
  [
    { ds: T1, boy: 100, girl: 80 },
    { ds: utc('2021-01-01'), boy: 120, girl: 90 },
  ],
  ['ds'],
  { label_map: { ds: ['ds'], boy: ['boy'], girl: ['girl'] } },
);
const LINE = {
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: [SUM_NUM],
  groupby: ['gender'],
};

describe('drill filters of a right-click on an ECharts chart', () => {
  it('a pie slice: its groupby values, drill by them', () => {
    const props = pieTransform(
      chartProps({ viz_type: 'pie', groupby: ['gender'], metric: SUM_NUM }, [
        queryResult([
          { gender: 'boy', 'SUM(num)': 10 },
          { gender: null, 'SUM(num)': 5 },
        ]),
      ]),
    );
    const girl = echartsContextMenuFilters({ seriesType: 'pie', name: 'boy' }, props);
    expect(girl).toEqual({
      drillToDetail: [{ col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' }],
      drillBy: {
        filters: [{ col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' }],
        groupbyFieldName: 'groupby',
      },
    });
    const nullSlice = Object.keys(props.labelMap ?? {}).find((k) => k !== 'boy')!;
    expect(
      echartsContextMenuFilters({ seriesType: 'pie', name: nullSlice }, props).drillToDetail,
    ).toEqual([{ col: 'gender', op: '==', val: null, formattedVal: '<NULL>' }]);
    expect(echartsContextMenuFilters({ seriesType: 'pie', name: 'nobody' }, props)).toEqual({});
  });

  it('a time-series point: the x value at the time grain, then the series values', () => {
    const props = lineTransform(chartProps(LINE, [BY_GENDER]));
    const filters = echartsContextMenuFilters(
      { seriesType: 'line', seriesName: 'girl', data: [T1, 80] },
      props,
    );
    expect(filters.drillToDetail).toEqual([
      { col: 'ds', op: '==', val: T1, grain: 'P1Y', formattedVal: '2020' },
      { col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' },
    ]);
    expect(filters.drillBy).toEqual({
      filters: [{ col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' }],
      groupbyFieldName: 'groupby',
    });
  });

  it('a horizontal bar reads its category from the second entry; no groupby drills by none', () => {
    const categories = queryResult([
      { state: 'CA', 'SUM(num)': 3 },
      { state: 'NY', 'SUM(num)': 4 },
    ]);
    const props = barTransform(
      chartProps(
        {
          ...LINE,
          viz_type: 'echarts_timeseries_bar',
          x_axis: 'state',
          groupby: [],
          orientation: 'horizontal',
        },
        [categories],
      ),
    );
    const filters = echartsContextMenuFilters(
      { seriesType: 'bar', seriesName: 'SUM(num)', data: [4, 'NY'] },
      props,
    );
    expect(filters.drillToDetail).toEqual([
      { col: 'state', op: '==', val: 'NY', formattedVal: 'NY' },
    ]);
    expect(filters.drillBy).toEqual({ filters: [], groupbyFieldName: 'groupby' });
  });
});
