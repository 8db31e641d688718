/** The migration's part of the page: the question (UNDECIDED), the review bar (REVIEWING). */
import type { FilterBoxMigration } from './useFilterBoxMigration';
import { FilterBoxMigrationModal } from './FilterBoxMigrationModal';
import { FilterBoxReview } from './FilterBoxReview';

export function FilterBoxMigrationPrompt({ migration }: { migration: FilterBoxMigration }) {
  return (
    <>
      <FilterBoxMigrationModal
        open={migration.state === 'UNDECIDED'}
        onReview={migration.review}
        onSnooze={migration.snooze}
        onHide={migration.dismiss}
      />
      {migration.state === 'REVIEWING' && (
        <FilterBoxReview
          saving={migration.saving}
          onSave={() => void migration.save()}
          onCancel={migration.dismiss}
        />
      )}
    </>
  );
}
