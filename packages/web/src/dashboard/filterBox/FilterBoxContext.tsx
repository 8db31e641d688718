/**
 * What the dashboard's filter boxes read beyond the page's data: the migration state and
 * where their selections go.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FilterBoxMigrationState } from '@tessera/core';

export interface FilterBoxPage {
  state: FilterBoxMigrationState;
  /** Sets a filter box's selection (column or time key → value) in the dashboard's mask. */
  apply(chartId: number, selection: Record<string, unknown>): void;
}

const FilterBoxContext = createContext<FilterBoxPage | null>(null);

export const useFilterBoxPage = () => useContext(FilterBoxContext);

export function FilterBoxProvider({
  value,
  children,
}: {
  value: FilterBoxPage;
  children: ReactNode;
}) {
  return <FilterBoxContext.Provider value={value}>{children}</FilterBoxContext.Provider>;
}
