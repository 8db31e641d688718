/**
 * The chart's opening request: a page load sends it as soon as it knows its body
 * (explore/prefetch.ts), before React reaches the page, and the page's first query takes it
 * (once) when that would ask the same (exploreApi.ts `chartData`); an answer that has come
 * already lets the page draw the chart in its first render. Kept light (no RTK Query): the
 * entry chunk carries it.
 */
import type { ChartDataQueryResult } from '@tessera/core';

interface StartedQuery {
  key: string;
  result: Promise<ChartDataQueryResult[]>;
  /** The answer, once it has come. */
  answer?: ChartDataQueryResult[];
}
let started: StartedQuery | undefined;
/** Whether the page has made its first query (then a late opening query is not started). */
let pageQueried = false;

const requestKey = (body: unknown, sliceId: number | null | undefined) =>
  `${sliceId ?? ''} ${JSON.stringify(body)}`;

/** Starts the opening request with this body (unless the page has queried already). */
export function startOpeningRequest(
  body: unknown,
  sliceId: number | null | undefined,
  send: () => Promise<ChartDataQueryResult[]>,
): void {
  if (pageQueried) return;
  const result = send();
  const query: StartedQuery = { key: requestKey(body, sliceId), result };
  result.then(
    (answer) => void (query.answer = answer),
    () => undefined,
  );
  started = query;
}

/**
 * The opening request's answer if it has come already and the page's first query would ask
 * the same; it is left to takeOpeningQuery or endOpeningQuery to hand it out.
 */
export function openingAnswer(
  body: unknown,
  sliceId: number | null | undefined,
): ChartDataQueryResult[] | undefined {
  return started?.key === requestKey(body, sliceId) ? started.answer : undefined;
}

/**
 * The started request with this body, handed out once (else undefined). Every query of the
 * page asks first, so an opening request that would start after the page's first is not sent.
 */
export function takeOpeningQuery(
  body: unknown,
  sliceId: number | null | undefined,
): Promise<ChartDataQueryResult[]> | undefined {
  pageQueried = true;
  if (!started || started.key !== requestKey(body, sliceId)) return undefined;
  const { result } = started;
  started = undefined;
  return result;
}

/** The page opened with the opening request's answer: nothing more is started or handed out. */
export function endOpeningQuery(): void {
  pageQueried = true;
  started = undefined;
}
