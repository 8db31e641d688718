/** Create or edit a user: names, username, email, roles, active, and a password on create. */
import { useState } from 'react';
import { App, Form, Modal } from 'antd';
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
import { UserFormFields } from './UserFormFields';

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
        <UserFormFields editing={editing} roles={roles} />
      </Form>
    </Modal>
  );
}
