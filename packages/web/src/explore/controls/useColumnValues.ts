/**
 * A column's distinct values for the filter editor, from
 * GET /api/v1/datasource/table/<id>/column/<col>/values/ (exploreApi's `columnValues`); a
 * failed lookup shows the toast "Error while fetching data: %s".
 */
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { toApiErrorInfo } from '../../api/apiError';
import { useColumnValuesQuery } from '../../api/exploreApi';

/** The toast of a failed value lookup (spec §8). */
export function columnValuesErrorText(error: unknown): string {
  return `Error while fetching data: ${toApiErrorInfo(error).message}`;
}

export function useColumnValues(
  datasourceType: string,
  datasourceId: number,
  column: string | null,
): { values: unknown[]; loading: boolean } {
  // Asked anew for each column (and each time the editor shows it).
  const lookup = useColumnValuesQuery(
    column ? { datasourceType, datasourceId, column } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  // The toast API is read through a ref, so that a new one never shows the failure again.
  const { message } = App.useApp();
  const toast = useRef(message);
  useEffect(() => {
    toast.current = message;
  });
  const { error } = lookup;
  useEffect(() => {
    if (error) void toast.current.error(columnValuesErrorText(error));
  }, [error]);
  if (!column) return { values: [], loading: false };
  if (lookup.isError) return { values: [], loading: false };
  return lookup.currentData && !lookup.isFetching
    ? { values: lookup.currentData.result ?? [], loading: false }
    : { values: [], loading: true };
}
