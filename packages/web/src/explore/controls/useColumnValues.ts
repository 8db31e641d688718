/**
 * A column's distinct values for the filter editor, from
 * GET /api/v1/datasource/table/<id>/column/<col>/values/. A request is aborted when a
 * newer one supersedes it; a failed lookup shows the toast "Error while fetching data: %s".
 */
import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { toApiErrorInfo } from '../../api/apiError';
import { apiRequest } from '../../api/client';

/** The toast of a failed value lookup (spec §8). */
export function columnValuesErrorText(error: unknown): string {
  return `Error while fetching data: ${toApiErrorInfo(error).message}`;
}

export function columnValuesPath(datasourceType: string, id: number, column: string): string {
  return `/api/v1/datasource/${encodeURIComponent(datasourceType)}/${id}/column/${encodeURIComponent(column)}/values/`;
}

export function useColumnValues(
  datasourceType: string,
  datasourceId: number,
  column: string | null,
): { values: unknown[]; loading: boolean } {
  const key = column ? `${datasourceType}/${datasourceId}/${column}` : '';
  const [state, setState] = useState<{ key: string; values: unknown[] } | null>(null);
  // The toast API is read through a ref, so that a new one never sends the lookup again.
  const { message } = App.useApp();
  const toast = useRef(message);
  useEffect(() => {
    toast.current = message;
  });
  useEffect(() => {
    if (!column) return;
    const controller = new AbortController();
    apiRequest<{ result: unknown[] }>(columnValuesPath(datasourceType, datasourceId, column), {
      signal: controller.signal,
    })
      .then((body) => setState({ key, values: body.result ?? [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, values: [] });
        void toast.current.error(columnValuesErrorText(error));
      });
    return () => controller.abort();
  }, [datasourceType, datasourceId, column, key]);
  if (!column) return { values: [], loading: false };
  return state && state.key === key
    ? { values: state.values, loading: false }
    : { values: [], loading: true };
}
