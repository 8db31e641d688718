import { describe, expect, it, vi } from 'vitest';
import type { EChartsType } from 'echarts/core';
import { worldMapEventHandlers } from './events.js';

/** The chart the renderer hands every handler: these never read it. */
const NO_CHART = {} as EChartsType;

const labelMap = { USA: ['United States'], FRA: ['France'] };

describe('world_map clicks', () => {
  it("a click cross-filters the country column to the country's value; again clears it", () => {
    const setDataMask = vi.fn();
    const handlers = worldMapEventHandlers({
      labelMap,
      entityColumn: 'country_name',
      selectedValues: [],
      setDataMask,
    })!;
    handlers.click({ name: 'USA', seriesType: 'map' }, NO_CHART);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'country_name', op: 'IN', val: ['United States'] }] },
      filterState: { value: [['United States']], selectedValues: ['USA'] },
    });
    handlers.click({ name: 'ATA' }, NO_CHART); // a country without data
    expect(setDataMask).toHaveBeenCalledTimes(1);
    const selected = worldMapEventHandlers({
      labelMap,
      entityColumn: 'country_name',
      selectedValues: ['USA'],
      setDataMask,
    })!;
    selected.click({ name: 'USA', seriesType: 'scatter' }, NO_CHART);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null },
    });
  });

  it('a right-click opens the drill menu on the country', () => {
    const onContextMenu = vi.fn();
    const preventDefault = vi.fn();
    const handlers = worldMapEventHandlers({
      labelMap,
      entityColumn: 'country_name',
      selectedValues: [],
      onContextMenu,
    })!;
    expect(handlers.click).toBeUndefined();
    handlers.contextmenu(
      { name: 'FRA', event: { event: { clientX: 5, clientY: 7, preventDefault } } },
      NO_CHART,
    );
    expect(preventDefault).toHaveBeenCalled();
    const filter = { col: 'country_name', op: '==', val: 'France', formattedVal: 'France' };
    expect(onContextMenu).toHaveBeenCalledWith(5, 7, {
      drillToDetail: [filter],
      drillBy: { filters: [filter], groupbyFieldName: 'entity' },
    });
  });

  it('no hooks, no handlers', () => {
    expect(
      worldMapEventHandlers({ labelMap, entityColumn: 'c', selectedValues: [] }),
    ).toBeUndefined();
  });
});
