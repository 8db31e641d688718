/**
 * The dashboard's view state: the tabs shown (kept in the address's `activeTabs`; the tabs
 * leading to the hash's component are shown too), the component the hash points at (scrolled
 * to and focused once drawn), expanded chart descriptions and the chart shown full size. Edit
 * mode's part is what it gives the components (useLayoutEditing.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ACTIVE_TABS_PARAM,
  activeTabsByTabSet,
  anchorOf,
  chartIdsShown,
  chooseTab as choose,
  chosenTabsOf,
  type DashboardLayout,
  type DashboardMetadata,
  type DisplayMode,
} from '@tessera/core';
import type { DashboardView, LayoutEditing } from './DashboardContext';
import { withParams } from './dashboardUrl';

function expandedOf(metadata: DashboardMetadata): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [id, value] of Object.entries(metadata.expanded_slices ?? {}))
    if (value) out[id] = true;
  return out;
}

/** Scrolls to the hash's component and focuses it, once it is in the page. */
function useFocusAnchor(focusedId: string | undefined) {
  useEffect(() => {
    if (!focusedId) return undefined;
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(focusedId);
      if (!el) return;
      // clear of the page's sticky navigation
      el.style.scrollMarginTop = '72px';
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusedId]);
}

/**
 * The tabs the address chooses (`activeTabs`, and those leading to the hash's component): the
 * same array while they stay the same (the address changes with the filters too).
 */
export function useChosenTabs(layout: DashboardLayout): readonly string[] {
  const location = useLocation();
  const made = chosenTabsOf(layout, location.search, location.hash);
  const key = made.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same tabs keep their array
  return useMemo(() => made, [layout, key]);
}

/**
 * How many charts of the tabs shown are drawn with the page's first drawing, before the
 * browser has said which are in view (a charts' holder is drawn empty until then): the top of
 * the page shows at once, the charts below it a frame later, not all in one long task.
 */
export const DRAWN_AT_ONCE = 2;

/** The charts drawn at once: the first of the tabs shown, in reading order. */
export function chartsDrawnAtOnce(
  layout: DashboardLayout,
  activeTabs: ReadonlyMap<string, string>,
): ReadonlySet<number> {
  return new Set(chartIdsShown(layout, activeTabs).slice(0, DRAWN_AT_ONCE));
}

export function useViewState(
  layout: DashboardLayout,
  chosen: readonly string[],
  metadata: DashboardMetadata,
  editing: LayoutEditing | null,
  displayMode: DisplayMode,
  prerenderTabs: boolean,
): DashboardView {
  const location = useLocation();
  const navigate = useNavigate();
  const activeTabs = useMemo(() => activeTabsByTabSet(layout, chosen), [layout, chosen]);
  const drawnAtOnce = useMemo(() => chartsDrawnAtOnce(layout, activeTabs), [layout, activeTabs]);
  const focusedId = anchorOf(location.hash);
  useFocusAnchor(focusedId && layout[focusedId] ? focusedId : undefined);

  // from the address as it is when a tab is chosen: the same function while the layout and
  // the tabs shown stay (the address changes with the filters too)
  const chooseTab = useCallback(
    (tabId: string) => {
      const next = choose(layout, chosen, tabId);
      const here = { pathname: window.location.pathname, search: window.location.search, hash: '' };
      // choosing a tab leaves the component the hash pointed at
      navigate(withParams(here, { [ACTIVE_TABS_PARAM]: next.join(',') }), { replace: true });
    },
    [layout, chosen, navigate],
  );

  const [expanded, setExpanded] = useState(() => expandedOf(metadata));
  const toggleExpanded = useCallback(
    (chartId: number) =>
      setExpanded((e) => {
        const next = { ...e };
        if (next[chartId]) delete next[chartId];
        else next[chartId] = true;
        return next;
      }),
    [],
  );
  const [fullSizeChartId, setFullSizeChartId] = useState<number | null>(null);

  return useMemo(
    () => ({
      editMode: editing !== null,
      editing,
      displayMode,
      activeTabs,
      chooseTab,
      focusedId,
      expanded,
      toggleExpanded,
      fullSizeChartId,
      setFullSizeChartId,
      prerenderTabs,
      drawnAtOnce,
    }),
    [
      drawnAtOnce,
      editing,
      displayMode,
      activeTabs,
      chooseTab,
      focusedId,
      expanded,
      toggleExpanded,
      fullSizeChartId,
      prerenderTabs,
    ],
  );
}
