/** The fields of the user form: names, username, email, roles, a password on create, active. */
import { Col, Form, Input, Row, Switch } from 'antd';
import type { Role } from '@tessera/core';
import type { ListResult } from '../../api/securityApi';
import { MultiSelect } from '../../components/MultiSelect';
import { CONFIRM_PASSWORD_RULES, PASSWORD_RULES } from './passwordRules';

/** A half-width name field: required, at most 64 characters. */
function NameField({ label, name }: { label: string; name: string }) {
  return (
    <Col span={12}>
      <Form.Item
        label={label}
        name={name}
        rules={[
          { required: true, whitespace: true, message: `${label} is required` },
          { max: 64, message: 'At most 64 characters' },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

export function UserFormFields({
  editing,
  roles,
}: {
  editing: boolean;
  /** The roles query's state: the choices, and whether they are loading or failed. */
  roles: { isLoading: boolean; isError: boolean; data?: ListResult<Role> };
}) {
  return (
    <>
      <Row gutter={16}>
        <NameField label="First name" name="first_name" />
        <NameField label="Last name" name="last_name" />
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
            <Form.Item label="Password" name="password" rules={PASSWORD_RULES}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Confirm password"
              name="confirm_password"
              dependencies={['password']}
              rules={CONFIRM_PASSWORD_RULES}
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
    </>
  );
}
