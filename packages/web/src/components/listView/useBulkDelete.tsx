/**
 * A list's bulk Delete (Superset's): the bulk action, and the confirmation that deletes the
 * selected rows with one request, with Superset's messages.
 */
import { useState } from 'react';
import { App } from 'antd';
import { toApiErrorInfo } from '../../api/apiError';
import { DeleteModal } from '../DeleteModal';
import type { BulkAction } from './types';

/** An RTK Query delete mutation's trigger and state (`useDelete<Things>Mutation()`). */
type DeleteMutation = readonly [
  (ids: number[]) => { unwrap(): Promise<{ message: string }> },
  { isLoading: boolean },
];

export function useBulkDelete(
  [deleteMany, state]: DeleteMutation,
  /** "charts", "datasets", "queries". */
  noun: string,
  /** Called once the rows are deleted (to clear the selection). */
  onDeleted: () => void,
): { action: BulkAction; confirmation: React.ReactNode } {
  const { message } = App.useApp();
  const [ids, setIds] = useState<number[] | null>(null);

  const remove = async (selected: number[]) => {
    try {
      const answer = await deleteMany(selected).unwrap();
      message.success(answer.message);
      onDeleted();
    } catch (e) {
      message.error(
        `There was an issue deleting the selected ${noun}: ${toApiErrorInfo(e).message}`,
      );
    } finally {
      setIds(null);
    }
  };

  return {
    action: { key: 'delete', name: 'Delete', danger: true, onSelect: setIds },
    confirmation: (
      <DeleteModal
        open={ids !== null}
        title="Please confirm"
        description={`Are you sure you want to delete the selected ${noun}?`}
        loading={state.isLoading}
        onConfirm={() => void remove(ids ?? [])}
        onCancel={() => setIds(null)}
      />
    ),
  };
}
