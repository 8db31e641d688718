/**
 * A column's distinct values for the filter editor, from
 * GET /api/v1/datasource/table/<id>/column/<col>/values/. A request is aborted when a
 * newer one supersedes it.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';

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
  useEffect(() => {
    if (!column) return;
    const controller = new AbortController();
    apiRequest<{ result: unknown[] }>(columnValuesPath(datasourceType, datasourceId, column), {
      signal: controller.signal,
    })
      .then((body) => setState({ key, values: body.result ?? [] }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, values: [] });
      });
    return () => controller.abort();
  }, [datasourceType, datasourceId, column, key]);
  if (!column) return { values: [], loading: false };
  return state && state.key === key
    ? { values: state.values, loading: false }
    : { values: [], loading: true };
}
