import { describe, expect, it } from 'vitest';
import { chartProps, queryResult, utc } from '../shared/testing/chartProps.js';
import { SUM_NUM } from '../shared/testing/fixtures.js';
import { pivotCellContextMenuFilters, pivotHeaderContextMenuFilters } from './contextMenu.js';
import transformProps from './transformProps.js';

const props = transformProps(
  chartProps(
    {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['state'],
      groupbyColumns: ['ds'],
      metrics: [SUM_NUM],
      aggregateFunction: 'Sum',
      time_grain_sqla: 'P1Y',
      colTotals: true,
    },
    [
      queryResult(
        [
          { state: 'CA', ds: utc('2020-01-01'), 'SUM(num)': 10 },
          { state: 'NY', ds: utc('2021-01-01'), 'SUM(num)': 20 },
        ],
        ['ds'],
      ),
    ],
  ),
);

describe('drill filters of a right-click on the pivot table', () => {
  it("a value cell: its row's and column's keys (the metric filters nothing)", () => {
    const { model, drill } = props;
    const row = model.rows.find((r) => r.path[0] === 'NY')!;
    const column = model.columnPaths.findIndex((p) => p.includes(utc('2021-01-01')));
    expect(pivotCellContextMenuFilters(drill, row.path, model.columnPaths[column])).toEqual({
      drillToDetail: [
        { col: 'state', op: '==', val: 'NY', formattedVal: 'NY' },
        { col: 'ds', op: '==', val: utc('2021-01-01'), grain: 'P1Y', formattedVal: '2021' },
      ],
    });
    // the total column: the row's keys alone
    expect(pivotCellContextMenuFilters(drill, row.path, model.columnPaths.at(-1)!)).toEqual({
      drillToDetail: [{ col: 'state', op: '==', val: 'NY', formattedVal: 'NY' }],
    });
  });

  it('a header drills by its own value into its axis', () => {
    const rowHeader = pivotHeaderContextMenuFilters(props.drill, 'rows', ['CA']);
    expect(rowHeader.drillBy).toEqual({
      filters: [{ col: 'state', op: '==', val: 'CA', formattedVal: 'CA' }],
      groupbyFieldName: 'groupbyRows',
    });
    const metricHeader = pivotHeaderContextMenuFilters(props.drill, 'columns', ['SUM(num)']);
    expect(metricHeader).toEqual({ drillToDetail: [] });
    const yearHeader = pivotHeaderContextMenuFilters(props.drill, 'columns', [
      'SUM(num)',
      utc('2020-01-01'),
    ]);
    expect(yearHeader.drillBy?.groupbyFieldName).toBe('groupbyColumns');
    expect(yearHeader.drillBy?.filters[0].grain).toBe('P1Y');
  });
});
