/**
 * Dashboard permalinks (Superset's DashboardPermalinkRestApi): the state a link keeps (the
 * data mask of the filters, the tabs chosen, the component to scroll to, the address's other
 * parameters), the body that creates one (also Superset's older `{filterState, urlParams,
 * hash}`) and what `GET /api/v1/dashboard/permalink/<key>` answers. Bounded as every stored
 * JSON value is.
 */
import { z } from 'zod';
import { boundedJsonValue, boundedText } from './bounded.js';

/** The address's parameters, in order (`[[name, value], ...]`). */
const UrlParams = z.array(z.tuple([boundedText(), boundedText()]));
const JsonObject = z.record(z.string(), z.unknown());
/** The data mask (core's DashboardDataMask): per native filter or cross-filtering chart, its part. */
const DataMask = z.record(
  z.string(),
  z
    .object({
      id: z.string().optional(),
      extraFormData: JsonObject.optional(),
      filterState: JsonObject.optional(),
      ownState: JsonObject.optional(),
    })
    .passthrough(),
);
/** The data mask's schema, as other stored states (filter sets) check it too. */
export const DashboardDataMaskSchema = DataMask;

/** The state a dashboard permalink keeps, as stored and answered. */
export const DashboardPermalinkState = z.object({
  dataMask: DataMask,
  activeTabs: z.array(boundedText()),
  anchor: boundedText().nullable(),
  urlParams: UrlParams,
});
export type DashboardPermalinkState = z.infer<typeof DashboardPermalinkState>;

/** `POST /api/v1/dashboard/<id_or_slug>/permalink`: every field optional. */
export const DashboardPermalinkBody = boundedJsonValue(
  z.object({
    dataMask: DataMask.nullish(),
    activeTabs: z.array(boundedText()).nullish(),
    anchor: boundedText().nullish(),
    urlParams: UrlParams.nullish(),
    /** Older clients' name of the data mask. */
    filterState: DataMask.nullish(),
    /** Older clients' name of the anchor (with or without its `#`). */
    hash: boundedText().nullish(),
  }),
);
export type DashboardPermalinkBody = z.infer<typeof DashboardPermalinkBody>;

/** The state a creation body keeps: older names mapped, absent fields empty. */
export function dashboardPermalinkState(body: DashboardPermalinkBody): DashboardPermalinkState {
  const anchor = body.anchor ?? body.hash?.replace(/^#/, '');
  return {
    dataMask: body.dataMask ?? body.filterState ?? {},
    activeTabs: body.activeTabs ?? [],
    anchor: anchor || null,
    urlParams: body.urlParams ?? [],
  };
}

export const DashboardPermalinkCreateResponse = z.object({ key: z.string(), url: z.string() });
export type DashboardPermalinkCreateResponse = z.infer<typeof DashboardPermalinkCreateResponse>;

/** What a permalink names: the dashboard (its id, as text) and the state. */
export const DashboardPermalinkValue = z.object({
  dashboardId: z.string(),
  state: DashboardPermalinkState,
});
export type DashboardPermalinkValue = z.infer<typeof DashboardPermalinkValue>;
