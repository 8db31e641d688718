import { describe, expect, it } from 'vitest';
import type { FeatureFlagName, PermissionPair } from '@tessera/core';
import { drillOffers } from './drillOffers';

const GAMMA: Record<string, PermissionPair[]> = {
  Gamma: [
    ['can_explore', 'Superset'],
    ['can_read', 'Dataset'],
    ['can_write', 'ExploreFormDataRestApi'],
  ],
};
const on = () => true;

describe('what a chart offers to drill', () => {
  it('follows the chart type, the flags, the permissions and the database', () => {
    expect(drillOffers({ vizType: 'pie', roles: GAMMA, isEnabled: on })).toEqual({
      detail: true,
      detailByValue: true,
      drillBy: true,
    });
    expect(drillOffers({ vizType: 'big_number_total', roles: GAMMA, isEnabled: on })).toEqual({
      detail: true,
      detailByValue: false,
      drillBy: false,
    });
    const noDrillBy = (f: FeatureFlagName) => f !== 'DRILL_BY';
    expect(drillOffers({ vizType: 'table', roles: GAMMA, isEnabled: noDrillBy }).drillBy).toBe(
      false,
    );
    const reader = { Public: [['can_explore', 'Superset'] as PermissionPair] };
    expect(drillOffers({ vizType: 'table', roles: reader, isEnabled: on })).toEqual({
      detail: false,
      detailByValue: false,
      drillBy: false,
    });
    expect(
      drillOffers({ vizType: 'table', roles: GAMMA, isEnabled: on, detailDisabled: true }).detail,
    ).toBe(false);
  });
});
