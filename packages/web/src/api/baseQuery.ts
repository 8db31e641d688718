/** RTK Query's base query over apiRequest: errors arrive as ApiErrorInfo. */
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { toApiErrorInfo, type ApiErrorInfo } from './apiError';
import { apiRequest, type RequestOptions } from './client';

export interface ApiQueryArgs extends Omit<RequestOptions, 'signal'> {
  url: string;
}

export const apiBaseQuery: BaseQueryFn<ApiQueryArgs | string, unknown, ApiErrorInfo> = async (
  args,
  { signal },
) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await apiRequest(url, { ...options, signal }) };
  } catch (e) {
    return { error: toApiErrorInfo(e) };
  }
};
