/**
 * The edit-dataset modal's "Confirm save" dialog: the warning that every chart on the dataset
 * changes, and, when the SQL changed, the choice to sync the columns from the new query.
 */
import { Alert, Checkbox, Modal, Typography } from 'antd';

const CONFIRM_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be ' +
  'mindful that changing settings here may affect other charts in undesirable ways.';
const SYNC_TEXT =
  "The dataset columns will be automatically synced based on the changes in your SQL query. If your changes don't impact the column definitions, you might want to skip this step.";

export function ConfirmSaveModal({
  open,
  saving,
  sqlChanged,
  sync,
  onSyncChange,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  sqlChanged: boolean;
  sync: boolean;
  onSyncChange(sync: boolean): void;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={open}
      title="Confirm save"
      okText="Confirm"
      onOk={onConfirm}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving }}
      onCancel={onCancel}
      width={520}
    >
      <Alert type="warning" style={{ margin: '12px 0' }} title={CONFIRM_TEXT} />
      {sqlChanged && (
        <div style={{ marginBottom: 12 }}>
          <Alert type="info" style={{ marginBottom: 8 }} title={SYNC_TEXT} />
          <Checkbox checked={sync} onChange={(e) => onSyncChange(e.target.checked)}>
            Automatically sync columns
          </Checkbox>
        </div>
      )}
      <Typography.Paragraph style={{ margin: 0 }}>
        Are you sure you want to save and apply changes?
      </Typography.Paragraph>
    </Modal>
  );
}
