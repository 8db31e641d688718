/** Create a role, or rename one. */
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import type { Role } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { useCreateRoleMutation, useRenameRoleMutation } from '../../api/securityApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { applyFieldErrors } from '../../components/formErrors';

export function RoleNameModal({
  open,
  role,
  onClose,
}: {
  open: boolean;
  /** The role to rename; a new role when absent. */
  role?: Role;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const { message } = App.useApp();
  const [createRole, creating] = useCreateRoleMutation();
  const [renameRole, renaming] = useRenameRoleMutation();
  const [formError, setFormError] = useState<ApiErrorInfo | null>(null);

  const onSubmit = async () => {
    let name: string;
    try {
      name = (await form.validateFields()).name.trim();
    } catch {
      return;
    }
    try {
      if (role) {
        await renameRole({ id: role.id, name }).unwrap();
        message.success(`Renamed ${role.name} to ${name}`);
      } else {
        await createRole({ name }).unwrap();
        message.success(`Created role ${name}`);
      }
      onClose();
    } catch (e) {
      setFormError(applyFieldErrors(form, toApiErrorInfo(e), ['name']));
    }
  };

  return (
    <Modal
      open={open}
      title={role ? `Rename role ${role.name}` : 'Add role'}
      okText={role ? 'Rename' : 'Create role'}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={creating.isLoading || renaming.isLoading}
      destroyOnHidden
      afterClose={() => setFormError(null)}
      width={440}
    >
      {formError && (
        <div style={{ marginBottom: 16 }}>
          <ApiErrorMessage error={formError} title="The role could not be saved" />
        </div>
      )}
      <Form
        form={form}
        layout="vertical"
        name="role"
        onFinish={onSubmit}
        initialValues={{ name: role?.name ?? '' }}
      >
        <Form.Item
          label="Name"
          name="name"
          style={{ marginBottom: 0 }}
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: 64, message: 'At most 64 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
