/**
 * A filter's values, asked through the dashboard's shared chart data requests (the same
 * request is asked once on the page: the bar's control, the first item of a filter that
 * defaults to it, the same filter drawn in another layout), followed as the request changes.
 */
import { useEffect, useState } from 'react';
import type { ChartDataQueryResult } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { requestKey, sharedChartData } from '../../api/sharedChartData';

export type FilterValueRow = Record<string, unknown>;

/** The rows of the request's first query. */
export async function fetchFilterValues(
  dashboardId: number,
  body: Record<string, unknown>,
): Promise<FilterValueRow[]> {
  const result: ChartDataQueryResult[] = await sharedChartData(
    dashboardId,
    requestKey(body, 0),
    body,
    undefined,
  );
  const first = result[0];
  if (first?.error) throw new Error(String(first.error));
  return (first?.data ?? []) as FilterValueRow[];
}

export interface FilterValuesState {
  rows: FilterValueRow[];
  loading: boolean;
  error: string | null;
}

const EMPTY: FilterValuesState = { rows: [], loading: false, error: null };

/** The values of this request (none asked while `body` is undefined). */
export function useFilterValues(
  dashboardId: number,
  body: Record<string, unknown> | undefined,
): FilterValuesState {
  const key = body ? JSON.stringify(body) : '';
  // the last answer, and the request it answers: another request is loading meanwhile
  const [answer, setAnswer] = useState<{
    key: string;
    rows: FilterValueRow[];
    error: string | null;
  }>({ key: '', rows: [], error: null });
  useEffect(() => {
    if (!body) return undefined;
    let live = true;
    fetchFilterValues(dashboardId, body).then(
      (rows) => live && setAnswer({ key, rows, error: null }),
      (e: unknown) => live && setAnswer({ key, rows: [], error: toApiErrorInfo(e).message }),
    );
    return () => {
      live = false;
    };
    // the request is its text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dashboardId, key]);
  if (!body) return EMPTY;
  // while another request loads, the last answer's rows stay shown
  return {
    rows: answer.rows,
    loading: answer.key !== key,
    error: answer.key === key ? answer.error : null,
  };
}
