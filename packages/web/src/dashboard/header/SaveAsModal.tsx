/**
 * "Save as" (Superset's dashboard SaveModal, save-as): a copy of the dashboard under a new
 * title, its layout and metadata as they stand, optionally with copies of its charts
 * (`duplicate_slices`); the page then opens the copy.
 */
import { useState } from 'react';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toApiErrorInfo } from '../../api/apiError';
import { useCopyDashboardMutation } from '../../api/dashboardApi';

export const SAVE_ERROR_PREFIX = 'Sorry, there was an error saving this dashboard: ';

export function SaveAsModal({
  open,
  dashboardId,
  title,
  css,
  jsonMetadata,
  onClose,
}: {
  open: boolean;
  dashboardId: number;
  title: string;
  css: string;
  /** The metadata to copy, its `positions` the layout. */
  jsonMetadata(): string;
  onClose(): void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [copy, { isLoading }] = useCopyDashboardMutation();
  const [name, setName] = useState(`${title} [copy]`);
  const [duplicate, setDuplicate] = useState(false);
  const save = async () => {
    try {
      const answer = await copy({
        id: dashboardId,
        body: {
          dashboard_title: name.trim() || `${title} [copy]`,
          css,
          json_metadata: jsonMetadata(),
          duplicate_slices: duplicate,
        },
      }).unwrap();
      onClose();
      navigate(`/superset/dashboard/${answer.result.id}/`);
    } catch (e) {
      message.error(`${SAVE_ERROR_PREFIX}${toApiErrorInfo(e).message}`);
    }
  };
  return (
    <Modal
      open={open}
      title="Save dashboard"
      okText="Save"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Save as:" htmlFor="dashboard-save-as-name">
          <Input
            id="dashboard-save-as-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Checkbox checked={duplicate} onChange={(e) => setDuplicate(e.target.checked)}>
          also copy (duplicate) charts
        </Checkbox>
      </Form>
    </Modal>
  );
}
