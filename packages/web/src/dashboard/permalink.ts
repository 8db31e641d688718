/**
 * The dashboard's permalinks from the page's side: the state a new one keeps (`permalinkState`,
 * the one place that says what a link holds: the tabs shown, the component the hash points
 * at, the address's other parameters, and the data mask once the filters have one), and the
 * state the page opens with when its address names one (`?permalink_key=`, where a
 * permalink's page sends it): its tabs are shown, its data mask kept for the filters.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACTIVE_TABS_PARAM,
  activeTabsOf,
  anchorOf,
  PERMALINK_KEY_PARAM,
  permalinkKeyOf,
  type DashboardDataMask,
  type DashboardPermalinkBody,
} from '@tessera/core';
import { useLazyDashboardPermalinkQuery } from '../api/dashboardApi';
import { withParams } from './dashboardUrl';

/**
 * Address parameters a permalink does not keep among its own: edit and display mode, the
 * state keys the page was opened from, and the tabs (kept as the link's `activeTabs`).
 */
const NOT_KEPT = new Set([
  'edit',
  'standalone',
  PERMALINK_KEY_PARAM,
  'native_filters_key',
  ACTIVE_TABS_PARAM,
]);

/** What a permalink of the dashboard as shown keeps. */
export function permalinkState(
  location: { search: string; hash: string },
  activeTabs: ReadonlyMap<string, string>,
  dataMask: DashboardDataMask = {},
): DashboardPermalinkBody {
  return {
    dataMask: dataMask as DashboardPermalinkBody['dataMask'],
    activeTabs: [...activeTabs.values()],
    anchor: anchorOf(location.hash) ?? null,
    urlParams: [...new URLSearchParams(location.search)].filter(([name]) => !NOT_KEPT.has(name)),
  };
}

export interface OpenedPermalink {
  /** False while the permalink the address names is being read. */
  ready: boolean;
  /** The permalink's data mask (for the native filters). */
  dataMask: DashboardDataMask | undefined;
}

/**
 * Reads the permalink the page was opened with and shows its tabs (put in the address, unless
 * the address chooses tabs already: a reload after choosing another keeps that one). A
 * permalink that cannot be read leaves the dashboard as it opens.
 */
export function useOpenedPermalink(): OpenedPermalink {
  const navigate = useNavigate();
  const [key] = useState(() => permalinkKeyOf(window.location.search));
  const [opened, setOpened] = useState<OpenedPermalink>({
    ready: key === undefined,
    dataMask: undefined,
  });
  const [readPermalink] = useLazyDashboardPermalinkQuery();

  useEffect(() => {
    if (key === undefined) return undefined;
    let live = true;
    readPermalink(key, true)
      .unwrap()
      .then(
        ({ state }) => {
          if (!live) return;
          // the address as it is now (the page may have changed it meanwhile)
          const here = window.location;
          if (state.activeTabs.length && !activeTabsOf(here.search).length) {
            const tabs = { [ACTIVE_TABS_PARAM]: state.activeTabs.join(',') };
            navigate(withParams(here, tabs), { replace: true });
          }
          setOpened({ ready: true, dataMask: state.dataMask as DashboardDataMask });
        },
        () => live && setOpened({ ready: true, dataMask: undefined }),
      );
    return () => {
      live = false;
    };
  }, [key, navigate, readPermalink]);

  return opened;
}
