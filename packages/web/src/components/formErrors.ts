/**
 * Puts a server's `{message: {field: [msgs]}}` onto the form fields it names; whatever
 * names no field of the form is returned, to be shown above the form.
 */
import type { FormInstance } from 'antd';
import type { ApiErrorInfo } from '../api/apiError';

export function applyFieldErrors<T>(
  form: FormInstance<T>,
  error: ApiErrorInfo,
  fieldNames: readonly string[],
): ApiErrorInfo | null {
  const fieldErrors = error.fieldErrors;
  if (!fieldErrors) return error;
  const onFields = Object.entries(fieldErrors).filter(([name]) => fieldNames.includes(name));
  // antd's setFields is typed by the form's field paths; the names were checked above.
  form.setFields(onFields.map(([name, errors]) => ({ name, errors })) as never);
  const rest = Object.entries(fieldErrors).filter(([name]) => !fieldNames.includes(name));
  if (rest.length === 0) return null;
  return {
    ...error,
    message: rest.map(([name, msgs]) => `${name}: ${msgs.join(' ')}`).join('; '),
    fieldErrors: Object.fromEntries(rest),
  };
}
