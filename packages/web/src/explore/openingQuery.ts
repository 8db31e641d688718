/**
 * The opening chart data request of a page load whose page did not bring its body (the server
 * sends it with the explore state it puts in the page): worked out here from the explore state
 * once the chart types' code has loaded.
 */
import type { ExploreResult } from '@tessera/core';
import { openingChartQuery } from '@tessera/charts';
import { postChartData } from '../api/chartData';
import { startOpeningRequest } from '../api/openingRequest';
import type { ExploreUrlState } from './exploreUrl';

/** Starts the chart data request the page will make when it opens this explore state. */
export function startOpeningQuery(explore: ExploreResult, url: ExploreUrlState): void {
  const opening = openingChartQuery(explore, url).request;
  if (!opening) return;
  startOpeningRequest(opening.body, opening.sliceId, () =>
    postChartData(opening.body, { sliceId: opening.sliceId }),
  );
}
