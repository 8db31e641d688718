/**
 * Superset's FilterBoxMigrationModal: asked of an editor of a dashboard that holds filter
 * boxes. "Remind me in 24 hours" snoozes the question in this browser, Cancel (or closing)
 * for this visit, "Start Review" shows the filter boxes converted into native filters.
 */
import { Button, Modal } from 'antd';

export const MIGRATION_MODAL_TITLE = 'Ready to review filters in this dashboard?';
export const MIGRATION_MODAL_TEXT =
  'filter_box will be deprecated in a future version. ' +
  'Please replace filter_box by dashboard filter components.';

export function FilterBoxMigrationModal(props: {
  open: boolean;
  onReview(): void;
  onSnooze(): void;
  onHide(): void;
}) {
  return (
    <Modal
      open={props.open}
      title={MIGRATION_MODAL_TITLE}
      onCancel={props.onHide}
      footer={[
        <Button key="snooze" size="small" onClick={props.onSnooze}>
          Remind me in 24 hours
        </Button>,
        <Button key="cancel" size="small" onClick={props.onHide}>
          Cancel
        </Button>,
        <Button key="review" size="small" type="primary" onClick={props.onReview}>
          Start Review
        </Button>,
      ]}
    >
      <p>{MIGRATION_MODAL_TEXT}</p>
    </Modal>
  );
}
