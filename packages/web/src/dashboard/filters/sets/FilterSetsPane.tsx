/**
 * The bar's "Filter sets" tab (Superset's FilterSets): "Create new filter set" and the sets the
 * person sees (`/api/v1/dashboard/<id>/filtersets`: their own and the dashboard's). Clicking a
 * set applies its values as Apply filters does (the charts are asked again, the address keeps
 * them); the set that is the selection applied is marked. A new set is the person's own
 * (`owner_type` User), holding the filters' configuration and the applied values. Who may
 * change a set is the server's rule (its own, or the dashboard's for the dashboard's owners,
 * admins all), mirrored to show the actions; a failure shows nothing (as Superset).
 */
import { useMemo } from 'react';
import {
  isAdmin,
  type DashboardDataMask,
  type FilterSetItem,
  type NativeFilterItem,
} from '@tessera/core';
import {
  useCreateFilterSetMutation,
  useDeleteFilterSetMutation,
  useFilterSetsQuery,
  useUpdateFilterSetMutation,
} from '../../../api/dashboardApi';
import { getBootstrapUser } from '../../../app/bootstrap';
import { useDashboardData } from '../../DashboardContext';
import { FilterSetCard } from './FilterSetCard';
import {
  appliedFilterRows,
  filterSetDataMask,
  filterSetParams,
  filterSetRows,
  findMatchingFilterSet,
  hasAppliedFilters,
  isFilterSetNameTaken,
  isFilterSetOutdated,
  newFilterSetMetadata,
  rebuiltFilterSetMetadata,
} from './filterSetModel';
import { FILTER_SET_TEXTS } from './filterSetTexts';
import { NewFilterSet } from './NewFilterSet';

export interface FilterSetsProps {
  dashboardId: number;
  items: readonly NativeFilterItem[];
  /** The applied mask. */
  dataMask: DashboardDataMask;
  /** Applies these filters' parts (the bar's Apply). */
  onApply(parts: DashboardDataMask): void;
  /** The bar's selection has changes not applied. */
  pendingChanges: boolean;
}

const NO_SETS: FilterSetItem[] = [];

/** The sets of the dashboard the person sees (none while loading or when refused). */
export function useFilterSets(dashboardId: number): FilterSetItem[] {
  return useFilterSetsQuery(dashboardId).data ?? NO_SETS;
}

const quietly = (call: { unwrap(): Promise<unknown> }) =>
  call.unwrap().then(
    () => undefined,
    () => undefined,
  );

export function FilterSetsPane({
  dashboardId,
  items,
  dataMask,
  onApply,
  pendingChanges,
}: FilterSetsProps) {
  const sets = useFilterSets(dashboardId);
  const [createSet] = useCreateFilterSetMutation();
  const [updateSet] = useUpdateFilterSetMutation();
  const [deleteSet] = useDeleteFilterSetMutation();
  const { permissions } = useDashboardData();
  const user = getBootstrapUser();
  const admin = isAdmin(user.roles);

  const shown = useMemo(
    () =>
      sets.map((set) => {
        const params = filterSetParams(set);
        return {
          set,
          params,
          rows: filterSetRows(params, items),
          outdated: isFilterSetOutdated(params, items),
        };
      }),
    [sets, items],
  );
  const matching = useMemo(
    () => findMatchingFilterSet(sets, items, dataMask),
    [sets, items, dataMask],
  );
  const appliedRows = useMemo(() => appliedFilterRows(items, dataMask), [items, dataMask]);
  const unavailable = pendingChanges
    ? FILTER_SET_TEXTS.applyChangesHint
    : !hasAppliedFilters(items, dataMask)
      ? FILTER_SET_TEXTS.nothingApplied
      : matching
        ? FILTER_SET_TEXTS.identical(matching.name)
        : undefined;
  const canChange = (set: FilterSetItem) =>
    admin || (set.owner_type === 'User' ? set.owner_id === user.userId : permissions.canEdit);
  const update = (set: FilterSetItem, body: { name?: string; json_metadata?: string }) =>
    quietly(updateSet({ dashboardId, id: set.id, body }));

  return (
    <div data-test="filter-sets" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {user.userId !== undefined && (
        <NewFilterSet
          rows={appliedRows}
          unavailable={unavailable}
          nameTaken={(name) => isFilterSetNameTaken(sets, name)}
          onCreate={(name) =>
            quietly(
              createSet({
                dashboardId,
                body: {
                  name,
                  owner_type: 'User',
                  owner_id: user.userId,
                  json_metadata: JSON.stringify(newFilterSetMetadata(items, dataMask)),
                },
              }),
            )
          }
        />
      )}
      {shown.length > 0 && (
        <ul aria-label={FILTER_SET_TEXTS.list} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {shown.map(({ set, params, rows, outdated }) => (
            <FilterSetCard
              key={set.id}
              set={set}
              rows={rows}
              outdated={outdated}
              applied={matching?.id === set.id}
              canChange={canChange(set)}
              nameTaken={(name) => isFilterSetNameTaken(sets, name, set.id)}
              onApply={() => onApply(filterSetDataMask(params, items))}
              onRename={(name) => update(set, { name })}
              onRebuild={() =>
                void update(set, {
                  json_metadata: JSON.stringify(rebuiltFilterSetMetadata(params, items)),
                })
              }
              onDelete={() => quietly(deleteSet({ dashboardId, id: set.id }))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
