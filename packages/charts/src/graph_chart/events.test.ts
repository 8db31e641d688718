import { describe, expect, it } from 'vitest';
import { graphClickDataMask, graphContextMenuFilters } from './events.js';
import type { GraphNode } from './transformProps.js';

const node = (id: number, name: string, col: string, raw: string | null = name): GraphNode => ({
  id: String(id),
  name,
  col,
  raw,
  value: 1,
  itemStyle: { color: '#000' },
});
const NODES = [node(0, 'A', 'source'), node(1, 'B', 'target'), node(2, '<NULL>', 'target', null)];

describe('graph_chart events', () => {
  it('a click on a node filters its column to its value; again clears it', () => {
    expect(graphClickDataMask({ dataType: 'node', data: { id: '1' } }, NODES)).toEqual({
      extraFormData: { filters: [{ col: 'target', op: 'IN', val: ['B'] }] },
      filterState: { value: ['B'], selectedValues: ['B'] },
    });
    expect(
      graphClickDataMask({ dataType: 'node', data: { id: '2' } }, NODES)?.extraFormData,
    ).toEqual({ filters: [{ col: 'target', op: 'IS NULL' }] });
    expect(graphClickDataMask({ dataType: 'node', data: { id: '1' } }, NODES, ['B'])).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null },
    });
    expect(graphClickDataMask({ dataType: 'edge', data: { source: '0' } }, NODES)).toBeUndefined();
  });
  it('a right-click on a node drills by it; on an edge, to its source and target', () => {
    const onNode = graphContextMenuFilters(
      { dataType: 'node', data: { id: '0' } },
      NODES,
      'source',
      'target',
    );
    expect(onNode.drillToDetail).toEqual([
      { col: 'source', op: '==', val: 'A', formattedVal: 'A' },
    ]);
    expect(onNode.drillBy?.groupbyFieldName).toBe('source');
    const onEdge = graphContextMenuFilters(
      { dataType: 'edge', data: { source: '0', target: '1' } },
      NODES,
      'source',
      'target',
    );
    expect(onEdge).toEqual({
      drillToDetail: [
        { col: 'source', op: '==', val: 'A', formattedVal: 'A' },
        { col: 'target', op: '==', val: 'B', formattedVal: 'B' },
      ],
    });
  });
});
