/**
 * The connection dialog (Superset's DatabaseModal): pick an engine, then its dynamic form or
 * a SQLAlchemy URI, with Test connection and the Advanced settings; Connect creates the
 * connection, Finish saves an edited one (a masked password sent back keeps the stored one).
 */
import { useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Modal, Tabs, Tag } from 'antd';
import type { AvailableDatabase, DatabaseConnection } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import {
  useAvailableEnginesQuery,
  useCreateDatabaseMutation,
  useDatabaseConnectionQuery,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
  useValidateParametersMutation,
} from '../../api/databaseApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { PageSpinner } from '../../components/PageSpinner';
import { ADVANCED_FIELDS, AdvancedSettings } from './AdvancedSettings';
import { ConnectionForm } from './ConnectionForm';
import {
  hasDynamicForm,
  newConnectionValues,
  savePayload,
  savedConnectionValues,
  testPayload,
  validatePayload,
  type ConfigurationMethod,
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
import { EngineStep, StepHeader } from './EngineStep';

type EngineChoice = Pick<
  AvailableDatabase,
  'name' | 'engine' | 'parameters' | 'sqlalchemy_uri_placeholder' | 'default_driver'
> & { driver?: string };

interface DialogState {
  engine: EngineChoice;
  method: ConfigurationMethod;
  extraRest: Record<string, unknown>;
  values: DatabaseFormValues;
}

export interface DatabaseModalProps {
  open: boolean;
  /** The connection to edit; a new one when absent. */
  databaseId?: number;
  onClose(): void;
}

const WIDTH = 640;
const PARAMETER_PATHS: FieldPath[] = [
  ['parameters', 'host'],
  ['parameters', 'port'],
  ['parameters', 'database'],
  ['parameters', 'username'],
  ['parameters', 'password'],
  ['database_name'],
];

function stateFromConnection(conn: DatabaseConnection, engines: AvailableDatabase[]): DialogState {
  const known = engines.find((e) => e.engine === conn.backend);
  const engine: EngineChoice = known
    ? { ...known, driver: conn.driver }
    : {
        name: conn.backend,
        engine: conn.backend,
        parameters: conn.parameters_schema ?? undefined,
        sqlalchemy_uri_placeholder: '',
        default_driver: conn.driver,
      };
  const { values, extraRest } = savedConnectionValues(conn);
  const method: ConfigurationMethod =
    conn.configuration_method === 'dynamic_form' && hasDynamicForm(engine)
      ? 'dynamic_form'
      : 'sqlalchemy_form';
  return { engine, method, extraRest, values };
}

/** Step 2: the form of one engine (a fresh form instance each time an engine is picked). */
function ConnectionStep({
  initial,
  databaseId,
  onBack,
  onClose,
}: {
  initial: DialogState;
  databaseId?: number;
  onBack?: () => void;
  onClose(): void;
}) {
  const editing = databaseId !== undefined;
  const { message } = App.useApp();
  const [form] = Form.useForm<DatabaseFormValues>();
  const [method, setMethod] = useState<ConfigurationMethod>(initial.method);
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
  const { engine } = initial;
  const ctx: ConnectionContext = { engine, method, extraRest: initial.extraRest };

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
    if (method !== 'dynamic_form') return;
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
      if (method === 'dynamic_form') {
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

  const switchMethod = () => {
    setBanner(null);
    setTestResult(null);
    setMethod(method === 'dynamic_form' ? 'sqlalchemy_form' : 'dynamic_form');
  };

  return (
    <>
      <div ref={scroller} style={{ maxHeight: '64vh', overflowY: 'auto', paddingRight: 8 }}>
        {editing ? (
          <Tag color="blue" style={{ marginBottom: 12 }}>
            {engine.name}
          </Tag>
        ) : (
          <StepHeader step={2} of={2} title={`Enter the required ${engine.name} credentials`} />
        )}
        {banner && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={banner}
            closable={{ onClose: () => setBanner(null) }}
            style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
          />
        )}
        <Form<DatabaseFormValues>
          form={form}
          layout="vertical"
          name="database"
          initialValues={initial.values}
        >
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'basic',
                label: 'Basic',
                children: (
                  <ConnectionForm
                    engine={engine}
                    method={method}
                    onSwitchMethod={hasDynamicForm(engine) ? switchMethod : undefined}
                    onTest={test}
                    testing={busy === 'test'}
                    onParameterBlur={validateOnBlur}
                    testResult={
                      testResult && (
                        <Alert
                          type={testResult.ok ? 'success' : 'error'}
                          showIcon
                          role="alert"
                          title={testResult.text}
                          style={{ whiteSpace: 'pre-wrap' }}
                        />
                      )
                    }
                  />
                ),
              },
              {
                key: 'advanced',
                label: 'Advanced',
                forceRender: true,
                children: <AdvancedSettings />,
              },
            ]}
          />
        </Form>
      </div>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        {onBack && (
          <Button onClick={onBack} disabled={busy !== null}>
            Back
          </Button>
        )}
        <Button type="primary" onClick={save} loading={busy === 'save'} disabled={busy === 'test'}>
          {editing ? 'Finish' : 'Connect'}
        </Button>
      </Flex>
    </>
  );
}

function DatabaseDialog({
  engines,
  enginesLoading,
  databaseId,
  initial,
  onClose,
}: {
  engines: AvailableDatabase[];
  enginesLoading: boolean;
  databaseId?: number;
  initial: DialogState | null;
  onClose(): void;
}) {
  const editing = databaseId !== undefined;
  const [state, setState] = useState<DialogState | null>(initial);
  const [picks, setPicks] = useState(0);

  const pick = (engine: AvailableDatabase) => {
    setPicks(picks + 1);
    setState({
      engine,
      method: hasDynamicForm(engine) ? 'dynamic_form' : 'sqlalchemy_form',
      extraRest: {},
      values: newConnectionValues(engine),
    });
  };

  return (
    <Modal
      open
      title={editing ? 'Edit database' : 'Connect a database'}
      onCancel={onClose}
      footer={null}
      width={WIDTH}
      mask={{ closable: false }}
    >
      {!state ? (
        <EngineStep engines={engines} loading={enginesLoading} onPick={pick} />
      ) : (
        <ConnectionStep
          key={picks}
          initial={state}
          databaseId={databaseId}
          onBack={editing ? undefined : () => setState(null)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function EditDatabaseDialog({ databaseId, onClose }: { databaseId: number; onClose(): void }) {
  const engines = useAvailableEnginesQuery();
  const conn = useDatabaseConnectionQuery(databaseId, { refetchOnMountOrArgChange: true });
  if (conn.error || engines.error) {
    return (
      <Modal open title="Edit database" onCancel={onClose} footer={null} width={WIDTH}>
        <ApiErrorMessage
          error={toApiErrorInfo(conn.error ?? engines.error)}
          title="The database could not be loaded"
        />
      </Modal>
    );
  }
  if (!conn.data || !engines.data || conn.isFetching) {
    return (
      <Modal open title="Edit database" onCancel={onClose} footer={null} width={WIDTH}>
        <PageSpinner height={240} />
      </Modal>
    );
  }
  return (
    <DatabaseDialog
      engines={engines.data.databases}
      enginesLoading={false}
      databaseId={databaseId}
      initial={stateFromConnection(conn.data.result, engines.data.databases)}
      onClose={onClose}
    />
  );
}

function NewDatabaseDialog({ onClose }: { onClose(): void }) {
  const engines = useAvailableEnginesQuery();
  return (
    <DatabaseDialog
      engines={engines.data?.databases ?? []}
      enginesLoading={engines.isLoading}
      initial={null}
      onClose={onClose}
    />
  );
}

export function DatabaseModal({ open, databaseId, onClose }: DatabaseModalProps) {
  if (!open) return null;
  return databaseId === undefined ? (
    <NewDatabaseDialog onClose={onClose} />
  ) : (
    <EditDatabaseDialog key={databaseId} databaseId={databaseId} onClose={onClose} />
  );
}
