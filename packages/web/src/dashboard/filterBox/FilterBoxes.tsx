/**
 * The filter boxes' part of the page around its layout: the migration's question and review
 * bar, and what the filter boxes below read (their state, where their selections go as the
 * dashboard's legacy filters, the app's controls).
 */
import { useMemo, type ReactNode } from 'react';
import { legacyFilterMask, type DashboardDataMask } from '@tessera/core';
import { FilterBoxProvider, type FilterBoxPage } from './FilterBoxContext';
import { FilterBoxMigrationPrompt } from './FilterBoxMigrationPrompt';
import type { FilterBoxMigration } from './useFilterBoxMigration';

export function FilterBoxes({
  migration,
  apply,
  children,
}: {
  migration: FilterBoxMigration;
  /** Sets parts of the dashboard's data mask. */
  apply(parts: DashboardDataMask): void;
  children: ReactNode;
}) {
  const page: FilterBoxPage = useMemo(
    () => ({
      state: migration.state,
      apply: (chartId, selection) => apply(legacyFilterMask(chartId, selection)),
    }),
    [migration.state, apply],
  );
  return (
    <>
      <FilterBoxMigrationPrompt migration={migration} />
      <FilterBoxProvider value={page}>{children}</FilterBoxProvider>
    </>
  );
}
