/**
 * Save query: name and description; saves new or updates the tab's saved query. With
 * SCHEDULED_QUERIES on, "Schedule query" saves it with a schedule instead.
 */
import { useState } from 'react';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../store/store';
import { useCreateSavedQueryMutation, useUpdateSavedQueryMutation } from '../api/savedQueryApi';
import type { QueryEditor } from './types';
import { changeQueryEditor } from './state/tabThunks';
import { MESSAGES } from './messages';
import { isFeatureEnabled } from '../app/featureFlags';
import { ScheduleQueryForm } from './ScheduleQueryForm';

export function SaveQueryModal({ qe, onClose }: { qe: QueryEditor; onClose(): void }) {
  const dispatch = useDispatch<AppDispatch>();
  const { message } = App.useApp();
  const [label, setLabel] = useState(qe.title);
  const [description, setDescription] = useState('');
  const [create, creating] = useCreateSavedQueryMutation();
  const [update, updating] = useUpdateSavedQueryMutation();
  const [scheduling, setScheduling] = useState(false);
  const canSchedule = isFeatureEnabled('SCHEDULED_QUERIES');
  const body = () => ({
    db_id: qe.dbId!,
    label: label.trim(),
    description,
    schema: qe.schema,
    sql: qe.sql,
    template_parameters: qe.templateParams,
  });

  const saveNew = async () => {
    try {
      const { id } = await create(body()).unwrap();
      dispatch(changeQueryEditor(qe.id, { savedQueryId: id, title: label.trim() }));
      message.success(MESSAGES.saved);
      onClose();
    } catch {
      message.error(MESSAGES.saveFailed);
    }
  };
  const saveUpdate = async () => {
    try {
      await update({ id: qe.savedQueryId!, body: body() }).unwrap();
      dispatch(changeQueryEditor(qe.id, { title: label.trim() }));
      message.success(MESSAGES.updated);
      onClose();
    } catch {
      message.error(MESSAGES.updateFailed);
    }
  };
  const invalid = !label.trim() || qe.dbId === null;

  if (scheduling) {
    return (
      <Modal open title="Schedule query" onCancel={onClose} footer={null}>
        <ScheduleQueryForm query={body()} onBack={() => setScheduling(false)} onDone={onClose} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Save query"
      onCancel={onClose}
      footer={
        <Space>
          {canSchedule && (
            <Button disabled={invalid} onClick={() => setScheduling(true)}>
              Schedule query
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          {qe.savedQueryId ? (
            <>
              <Button
                disabled={invalid}
                loading={creating.isLoading}
                onClick={() => void saveNew()}
              >
                Save as new
              </Button>
              <Button
                type="primary"
                disabled={invalid}
                loading={updating.isLoading}
                onClick={() => void saveUpdate()}
              >
                Update
              </Button>
            </>
          ) : (
            <Button
              type="primary"
              disabled={invalid}
              loading={creating.isLoading}
              onClick={() => void saveNew()}
            >
              Save
            </Button>
          )}
        </Space>
      }
    >
      <label style={{ display: 'block', marginBottom: 12 }}>
        <Typography.Text strong>Name</Typography.Text>
        <Input aria-label="Name" value={label} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label style={{ display: 'block' }}>
        <Typography.Text strong>Description</Typography.Text>
        <Input.TextArea
          aria-label="Description"
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
    </Modal>
  );
}
