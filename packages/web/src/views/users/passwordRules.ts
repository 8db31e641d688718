/** The checks of a new password and of its confirmation (adding a user, resetting a password). */
import type { Rule } from 'antd/es/form';

export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_RULES: Rule[] = [
  { required: true, message: 'Password is required' },
  {
    min: MIN_PASSWORD_LENGTH,
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  },
];

/** For the `confirm_password` field (with `dependencies={['password']}`). */
export const CONFIRM_PASSWORD_RULES: Rule[] = [
  { required: true, message: 'Please confirm the password' },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || getFieldValue('password') === value
        ? Promise.resolve()
        : Promise.reject(new Error('The passwords do not match')),
  }),
];
