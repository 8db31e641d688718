/**
 * Which drill entries a chart offers (Superset's SliceHeaderControls and ChartContextMenu):
 * drill to detail with DRILL_TO_DETAIL on, for a chart type that declares it, to someone who
 * may explore and read datasets, unless the chart's database disables it; drill by with
 * DRILL_BY on, for a type that declares it, to someone who may explore and keep form data.
 */
import type { FeatureFlagName, PermissionPair } from '@tessera/core';
import { hasPermission } from '@tessera/core';
import { getChartPlugin } from '@tessera/charts';

export interface DrillOffers {
  /** "Drill to detail" (the chart menu and the context menu). */
  detail: boolean;
  /** The chart type reports the clicked values ("Drill to detail by <value>"). */
  detailByValue: boolean;
  /** "Drill by". */
  drillBy: boolean;
}

export const NO_DRILL: DrillOffers = { detail: false, detailByValue: false, drillBy: false };

export interface DrillOfferInput {
  vizType: string;
  roles: Record<string, PermissionPair[]>;
  isEnabled(flag: FeatureFlagName): boolean;
  /** The chart's database sets `disable_drill_to_detail`. */
  detailDisabled?: boolean;
}

export function drillOffers({
  vizType,
  roles,
  isEnabled,
  detailDisabled,
}: DrillOfferInput): DrillOffers {
  const behaviors = getChartPlugin(vizType)?.metadata.behaviors ?? [];
  const canExplore =
    hasPermission(roles, 'can_explore', 'Superset') || hasPermission(roles, 'can_read', 'Chart');
  const detail =
    isEnabled('DRILL_TO_DETAIL') &&
    behaviors.includes('DRILL_TO_DETAIL') &&
    canExplore &&
    hasPermission(roles, 'can_read', 'Dataset') &&
    !detailDisabled;
  const drillBy =
    isEnabled('DRILL_BY') &&
    behaviors.includes('DRILL_BY') &&
    canExplore &&
    hasPermission(roles, 'can_write', 'ExploreFormDataRestApi');
  return { detail, detailByValue: detail && behaviors.includes('DRILL_BY'), drillBy };
}
