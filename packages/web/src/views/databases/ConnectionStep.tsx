/**
 * Step 2 of the connection dialog: the form of one engine (its dynamic form or a SQLAlchemy
 * URI) on the Basic tab, the Advanced settings, and Back / Connect or Finish.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Form, Tabs, Tag } from 'antd';
import type { AvailableDatabase } from '@tessera/core';
import { AdvancedSettings } from './AdvancedSettings';
import { ConnectionForm } from './ConnectionForm';
import {
  hasDynamicForm,
  type ConfigurationMethod,
  type ConnectionContext,
  type DatabaseFormValues,
} from './databaseForm';
import { StepHeader } from './EngineStep';
import { useConnectionActions } from './useConnectionActions';

export type EngineChoice = Pick<
  AvailableDatabase,
  'name' | 'engine' | 'parameters' | 'sqlalchemy_uri_placeholder' | 'default_driver'
> & { driver?: string };

/** The engine picked and what its form opens with. */
export interface DialogState {
  engine: EngineChoice;
  method: ConfigurationMethod;
  extraRest: Record<string, unknown>;
  values: DatabaseFormValues;
}

/** A fresh form instance each time an engine is picked (the dialog keys it). */
export function ConnectionStep({
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
  const [form] = Form.useForm<DatabaseFormValues>();
  const [method, setMethod] = useState<ConfigurationMethod>(initial.method);
  const { engine } = initial;
  const ctx: ConnectionContext = { engine, method, extraRest: initial.extraRest };
  const { scroller, tab, banner, testResult, busy, ...actions } = useConnectionActions({
    form,
    ctx,
    databaseId,
    onClose,
  });

  const switchMethod = () => {
    actions.setBanner(null);
    actions.setTestResult(null);
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
            closable={{ onClose: () => actions.setBanner(null) }}
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
            onChange={actions.setTab}
            items={[
              {
                key: 'basic',
                label: 'Basic',
                children: (
                  <ConnectionForm
                    engine={engine}
                    method={method}
                    onSwitchMethod={hasDynamicForm(engine) ? switchMethod : undefined}
                    onTest={actions.test}
                    testing={busy === 'test'}
                    onParameterBlur={actions.validateOnBlur}
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
        <Button
          type="primary"
          onClick={actions.save}
          loading={busy === 'save'}
          disabled={busy === 'test'}
        >
          {editing ? 'Finish' : 'Connect'}
        </Button>
      </Flex>
    </>
  );
}
