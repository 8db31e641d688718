/**
 * The filter bar's texts (Superset's), its Apply filters and Clear all, and "Add or edit
 * filters".
 */
import { Button } from 'antd';
import type { FilterSelection } from './useFilterSelection';

export const FILTER_BAR_TEXTS = {
  title: 'Filters',
  apply: 'Apply filters',
  applyHorizontal: 'Apply',
  clearAll: 'Clear all',
  addOrEdit: 'Add or edit filters',
  collapse: 'Collapse filter bar',
  expand: 'Expand filter bar',
  empty: 'No global filters are currently added',
  emptyHint: 'Click on "Add or edit filters" to create new dashboard filters',
  /** Superset's section of the filters that apply to no chart of the tabs shown. */
  outOfScope: (count: number) => `Filters out of scope (${count})`,
} as const;

/** Apply filters and Clear all. */
export function FilterBarActions({
  selection,
  horizontal,
}: {
  selection: FilterSelection;
  horizontal?: boolean;
}) {
  return (
    <div
      data-test="filterbar-action-buttons"
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: 'center',
        gap: horizontal ? 4 : 8,
      }}
    >
      <Button
        type="primary"
        block={!horizontal}
        disabled={!selection.canApply}
        onClick={selection.apply}
        data-test="filter-bar__apply-button"
      >
        {horizontal ? FILTER_BAR_TEXTS.applyHorizontal : FILTER_BAR_TEXTS.apply}
      </Button>
      <Button
        type="link"
        disabled={!selection.canClear}
        onClick={selection.clearAll}
        data-test="filter-bar__clear-button"
      >
        {FILTER_BAR_TEXTS.clearAll}
      </Button>
    </div>
  );
}

export function EditFiltersButton({ onEditFilters }: { onEditFilters?: () => void }) {
  if (!onEditFilters) return null;
  return (
    <Button
      type="link"
      size="small"
      onClick={onEditFilters}
      data-test="filter-bar__create-filter"
      style={{ paddingInline: 0 }}
    >
      {FILTER_BAR_TEXTS.addOrEdit}
    </Button>
  );
}
