/** Sets a new password for a user (PUT {password}). */
import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import type { User } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { useUpdateUserMutation } from '../../api/securityApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { applyFieldErrors } from '../../components/formErrors';
import { CONFIRM_PASSWORD_RULES, PASSWORD_RULES } from './passwordRules';

interface Values {
  password: string;
  confirm_password: string;
}

export function ResetPasswordModal({ user, onClose }: { user: User | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [formError, setFormError] = useState<ApiErrorInfo | null>(null);

  const onSubmit = async () => {
    if (!user) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await updateUser({ id: user.id, patch: { password: values.password } }).unwrap();
      message.success(`The password of ${user.username} was reset`);
      onClose();
    } catch (e) {
      setFormError(applyFieldErrors(form, toApiErrorInfo(e), ['password']));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? `Reset password of ${user.username}` : 'Reset password'}
      okText="Reset password"
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      afterClose={() => setFormError(null)}
      width={440}
    >
      <Typography.Paragraph type="secondary">
        The user signs in with the new password from now on.
      </Typography.Paragraph>
      {formError && (
        <div style={{ marginBottom: 16 }}>
          <ApiErrorMessage error={formError} title="The password could not be reset" />
        </div>
      )}
      <Form<Values> form={form} layout="vertical" name="reset-password">
        {/* Lets password managers tell whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.username ?? ''}
          readOnly
          hidden
        />
        <Form.Item label="New password" name="password" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirm_password"
          dependencies={['password']}
          style={{ marginBottom: 0 }}
          rules={CONFIRM_PASSWORD_RULES}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
