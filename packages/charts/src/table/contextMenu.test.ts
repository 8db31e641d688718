import { describe, expect, it } from 'vitest';
import { chartProps, queryResult } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { tableContextMenuFilters } from './contextMenu.js';
import transformProps from './transformProps.js';

const ROW = { gender: 'girl', state: null, 'SUM(num)': 1234 };
const columns = transformProps(
  chartProps({ viz_type: 'table', groupby: ['gender', 'state'], metrics: [SUM_NUM] }, [
    queryResult([ROW]),
  ]),
).columns;

describe('drill filters of a right-click on a table cell', () => {
  it("a dimension cell: the row's dimension values; drill by the cell's value", () => {
    const gender = columns.find((c) => c.key === 'gender')!;
    expect(tableContextMenuFilters(columns, ROW, gender)).toEqual({
      drillToDetail: [
        { col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' },
        { col: 'state', op: '==', val: null, formattedVal: '<NULL>' },
      ],
      drillBy: {
        filters: [{ col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' }],
        groupbyFieldName: 'groupby',
      },
    });
  });

  it('a metric cell drills to detail by the row and offers no drill by', () => {
    const metric = columns.find((c) => c.isMetric)!;
    const filters = tableContextMenuFilters(columns, ROW, metric);
    expect(filters.drillToDetail?.map((f) => f.col)).toEqual(['gender', 'state']);
    expect(filters.drillBy).toBeUndefined();
  });
});
