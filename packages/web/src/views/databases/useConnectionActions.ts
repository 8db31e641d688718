/**
 * What the connection form does: Test connection, validate_parameters when a field of the
 * dynamic form is left, and Connect / Finish (validated first), with the errors each puts
 * beside the fields, in the banner or under the Test button.
 */
import { useRef, useState } from 'react';
import { App } from 'antd';
import type { FormInstance } from 'antd';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useCreateDatabaseMutation,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
  useValidateParametersMutation,
} from '../../api/databaseApi';
import { ADVANCED_FIELDS } from './AdvancedSettings';
import {
  savePayload,
  testPayload,
  validatePayload,
  type ConnectionContext,
  type DatabaseFormValues,
} from './databaseForm';
import {
  errorText,
  placeApiError,
  placeValidationErrors,
  type FieldPath,
  type PlacedErrors,
} from './databaseFormErrors';

const PARAMETER_PATHS: FieldPath[] = [
  ['parameters', 'host'],
  ['parameters', 'port'],
  ['parameters', 'database'],
  ['parameters', 'username'],
  ['parameters', 'password'],
  ['database_name'],
];

export function useConnectionActions({
  form,
  ctx,
  databaseId,
  onClose,
}: {
  form: FormInstance<DatabaseFormValues>;
  ctx: ConnectionContext;
  /** The connection edited; a new one when absent. */
  databaseId?: number;
  onClose(): void;
}) {
  const { message } = App.useApp();
  const [tab, setTab] = useState('basic');
  const [banner, setBanner] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const blurSeq = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const showBanner = (text: string) => {
    setBanner(text);
    scroller.current?.scrollTo({ top: 0 });
  };
  const [testConnection] = useTestConnectionMutation();
  const [validateParameters] = useValidateParametersMutation();
  const [createDatabase] = useCreateDatabaseMutation();
  const [updateDatabase] = useUpdateDatabaseMutation();

  const showPlaced = (placed: PlacedErrors) => {
    form.setFields(placed.fields.map((f) => ({ name: f.name, errors: f.errors })) as never);
    if (placed.fields.length) setTab('basic');
  };

  /** The form's values when its own checks pass; otherwise shows the tab with the problem. */
  const collect = async (): Promise<DatabaseFormValues | null> => {
    try {
      await form.validateFields();
    } catch (e) {
      const first = (e as { errorFields?: { name: FieldPath }[] }).errorFields?.[0]?.name[0];
      setTab(typeof first === 'string' && ADVANCED_FIELDS.has(first) ? 'advanced' : 'basic');
      return null;
    }
    return form.getFieldsValue(true) as DatabaseFormValues;
  };

  const test = async () => {
    setTestResult(null);
    const values = await collect();
    if (!values) return;
    setBusy('test');
    try {
      await testConnection(testPayload(values, ctx)).unwrap();
      setTestResult({ ok: true, text: 'Connection looks good!' });
    } catch (e) {
      const info = toApiErrorInfo(e);
      showPlaced(placeApiError(info));
      setTestResult({ ok: false, text: `ERROR: ${errorText(info)}` });
    } finally {
      setBusy(null);
    }
  };

  /** validate_parameters when a field of the dynamic form is left: errors on touched fields. */
  const validateOnBlur = async () => {
    if (ctx.method !== 'dynamic_form') return;
    const seq = ++blurSeq.current;
    const values = form.getFieldsValue(true) as DatabaseFormValues;
    let placed: PlacedErrors = { fields: [], general: [] };
    try {
      await validateParameters(validatePayload(values, ctx, databaseId)).unwrap();
    } catch (e) {
      const info = toApiErrorInfo(e);
      if (!info.errors) return;
      placed = placeValidationErrors(info.errors);
    }
    if (seq !== blurSeq.current) return;
    const touched = PARAMETER_PATHS.filter((p) => form.isFieldTouched(p as never));
    form.setFields(
      touched.map((path) => ({
        name: path,
        errors: placed.fields.find((f) => f.name.join('.') === path.join('.'))?.errors ?? [],
      })) as never,
    );
  };

  const save = async () => {
    setBanner(null);
    const values = await collect();
    if (!values) return;
    setBusy('save');
    blurSeq.current += 1;
    try {
      if (ctx.method === 'dynamic_form') {
        try {
          await validateParameters(validatePayload(values, ctx, databaseId)).unwrap();
        } catch (e) {
          const info = toApiErrorInfo(e);
          const placed = info.errors ? placeValidationErrors(info.errors) : placeApiError(info);
          showPlaced(placed);
          if (placed.general.length) showBanner(placed.general.join(' '));
          return;
        }
      }
      if (databaseId === undefined) {
        await createDatabase(savePayload(values, ctx)).unwrap();
        message.success('Database connected');
      } else {
        await updateDatabase({ id: databaseId, body: savePayload(values, ctx) }).unwrap();
        message.success('Database settings updated');
      }
      onClose();
    } catch (e) {
      const info = toApiErrorInfo(e);
      showPlaced(placeApiError(info));
      showBanner(`ERROR: ${errorText(info)}`);
    } finally {
      setBusy(null);
    }
  };

  return {
    tab,
    setTab,
    banner,
    setBanner,
    testResult,
    setTestResult,
    busy,
    scroller,
    test,
    validateOnBlur,
    save,
  };
}
