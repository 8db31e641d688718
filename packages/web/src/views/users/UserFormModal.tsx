/** Create or edit a user: names, username, email, roles, active, and a password on create. */
import { useState } from 'react';
import { App, Col, Form, Input, Modal, Row, Switch } from 'antd';
import type { User } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import {
  useCreateUserMutation,
  useListRolesQuery,
  useUpdateUserMutation,
  type UserWrite,
} from '../../api/securityApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { applyFieldErrors } from '../../components/formErrors';
import { MultiSelect } from '../../components/MultiSelect';

interface UserFormValues extends UserWrite {
  confirm_password?: string;
}

const FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'roles',
  'active',
  'password',
] as const;
export const MIN_PASSWORD_LENGTH = 8;

export function UserFormModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  /** The user to edit; a new user when absent. */
  user?: User;
  onClose(): void;
}) {
  const [form] = Form.useForm<UserFormValues>();
  const { message } = App.useApp();
  const [formError, setFormError] = useState<ApiErrorInfo | null>(null);
  const roles = useListRolesQuery(undefined, { skip: !open });
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const editing = user !== undefined;

  // The form is rebuilt each time the modal opens (destroyOnHidden), from these values.
  const initialValues: Partial<UserFormValues> = user
    ? {
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        email: user.email ?? '',
        active: user.active,
        roles: user.roles.map((r) => r.id),
      }
    : { active: true, roles: [] };

  const onSubmit = async () => {
    let values: UserFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setFormError(null);
    // The confirmation stays in the form.
    const { confirm_password: _confirm, ...write } = values;
    try {
      if (user) {
        const { password: _password, ...patch } = write;
        await updateUser({ id: user.id, patch }).unwrap();
        message.success(`Saved ${write.username}`);
      } else {
        await createUser(write).unwrap();
        message.success(`Created ${write.username}`);
      }
      onClose();
    } catch (e) {
      setFormError(applyFieldErrors(form, toApiErrorInfo(e), FIELDS));
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? `Edit user ${user.username}` : 'Add user'}
      okText={editing ? 'Save' : 'Create user'}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={creating.isLoading || updating.isLoading}
      width={560}
      destroyOnHidden
      afterClose={() => setFormError(null)}
    >
      {formError && (
        <div style={{ marginBottom: 16 }}>
          <ApiErrorMessage error={formError} title="The user could not be saved" />
        </div>
      )}
      <Form<UserFormValues> form={form} layout="vertical" name="user" initialValues={initialValues}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="First name"
              name="first_name"
              rules={[
                { required: true, whitespace: true, message: 'First name is required' },
                { max: 64, message: 'At most 64 characters' },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Last name"
              name="last_name"
              rules={[
                { required: true, whitespace: true, message: 'Last name is required' },
                { max: 64, message: 'At most 64 characters' },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Username"
          name="username"
          rules={[
            { required: true, whitespace: true, message: 'Username is required' },
            { max: 64, message: 'Username is at most 64 characters' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Email is required' },
            { type: 'email', message: 'Not a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Roles"
          name="roles"
          rules={[
            { required: true, type: 'array', min: 1, message: 'At least one role is required' },
          ]}
        >
          <MultiSelect<number>
            placeholder="Choose roles"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data?.result ?? []).map((r) => ({ value: r.id, label: r.name }))}
            notFoundContent={roles.isError ? 'The roles could not be loaded' : undefined}
          />
        </Form.Item>
        {!editing && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                label="Password"
                name="password"
                rules={[
                  { required: true, message: 'Password is required' },
                  {
                    min: MIN_PASSWORD_LENGTH,
                    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
                  },
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="Confirm password"
                name="confirm_password"
                dependencies={['password']}
                rules={[
                  { required: true, message: 'Please confirm the password' },
                  ({ getFieldValue }) => ({
                    validator: (_rule, value) =>
                      !value || getFieldValue('password') === value
                        ? Promise.resolve()
                        : Promise.reject(new Error('The passwords do not match')),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item
          label="Active"
          name="active"
          valuePropName="checked"
          extra="Inactive users cannot sign in."
          style={{ marginBottom: 0 }}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
