/**
 * The Basic tab of the connection dialog: the engine's dynamic form (host, port, database
 * name, username, password, display name, additional parameters, SSL) or a display name and
 * a SQLAlchemy URI; and Test connection.
 */
import type { ReactNode } from 'react';
import { Button, Col, Form, Input, Row, Switch, Tooltip } from 'antd';
import { ApiOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { AvailableDatabase } from '@tessera/core';
import { parameterProperties, requiredParameters, type ConfigurationMethod } from './databaseForm';
import { REQUIRED_FIELD } from './databaseFormErrors';

/** Superset's labels and hints of the dynamic form's fields. */
const PARAMETER_FIELDS: Record<string, { label: string; placeholder: string }> = {
  host: { label: 'Host', placeholder: 'e.g. 127.0.0.1' },
  port: { label: 'Port', placeholder: 'e.g. 5432' },
  database: { label: 'Database name', placeholder: 'e.g. world_population' },
  username: { label: 'Username', placeholder: 'e.g. Analytics' },
  password: { label: 'Password', placeholder: 'e.g. ********' },
};

const PORT_PLACEHOLDERS: Record<string, string> = {
  postgresql: 'e.g. 5432',
  mysql: 'e.g. 3306',
  mariadb: 'e.g. 3306',
};

export function ConnectionForm({
  engine,
  method,
  onSwitchMethod,
  onTest,
  testing,
  onParameterBlur,
  testResult,
}: {
  engine: Pick<AvailableDatabase, 'engine' | 'name' | 'parameters' | 'sqlalchemy_uri_placeholder'>;
  method: ConfigurationMethod;
  /** Absent when the engine offers only one way to connect. */
  onSwitchMethod?: () => void;
  onTest(): void;
  testing: boolean;
  /** Called when a field of the dynamic form loses focus (validate_parameters). */
  onParameterBlur(): void;
  /** What the last Test connection said, shown under its button. */
  testResult?: ReactNode;
}) {
  const properties = parameterProperties(engine);
  const required = new Set(requiredParameters(engine));
  const fileBased = !('host' in properties);
  const displayName = (
    <Form.Item
      label="Display Name"
      name="database_name"
      extra="Pick a name to help you identify this database."
      rules={[{ required: true, whitespace: true, message: 'Display Name is required' }]}
    >
      <Input autoComplete="off" onBlur={method === 'dynamic_form' ? onParameterBlur : undefined} />
    </Form.Item>
  );
  const testButton = (
    <div>
      <Button icon={<ApiOutlined />} onClick={onTest} loading={testing}>
        Test connection
      </Button>
      {testResult && <div style={{ marginTop: 12 }}>{testResult}</div>}
    </div>
  );

  if (method === 'sqlalchemy_form') {
    return (
      <div>
        {displayName}
        <Form.Item
          label="SQLAlchemy URI"
          name="sqlalchemy_uri"
          extra="Refer to the docs for more information on how to structure your URI."
          rules={[{ required: true, whitespace: true, message: 'SQLAlchemy URI is required' }]}
        >
          <Input placeholder={engine.sqlalchemy_uri_placeholder} autoComplete="off" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>{testButton}</Form.Item>
        {onSwitchMethod && (
          <Button type="link" style={{ padding: 0 }} onClick={onSwitchMethod}>
            Connect this database using the dynamic form instead
          </Button>
        )}
      </div>
    );
  }

  const text = (key: string, extra?: { password?: boolean; span?: number }) => {
    const field = PARAMETER_FIELDS[key] ?? { label: key, placeholder: '' };
    const placeholder =
      key === 'port'
        ? (PORT_PLACEHOLDERS[engine.engine] ?? field.placeholder)
        : key === 'database' && fileBased
          ? 'e.g. /path/to/file.duckdb'
          : field.placeholder;
    return (
      <Form.Item
        label={key === 'database' && fileBased ? 'Database file' : field.label}
        name={['parameters', key]}
        rules={
          required.has(key)
            ? [{ required: true, whitespace: key !== 'port', message: REQUIRED_FIELD }]
            : []
        }
      >
        {extra?.password ? (
          <Input.Password
            placeholder={placeholder}
            autoComplete="new-password"
            onBlur={onParameterBlur}
          />
        ) : (
          <Input placeholder={placeholder} autoComplete="off" onBlur={onParameterBlur} />
        )}
      </Form.Item>
    );
  };

  return (
    <div>
      {'host' in properties && (
        <Row gutter={16}>
          <Col span={16}>{text('host')}</Col>
          <Col span={8}>{'port' in properties && text('port')}</Col>
        </Row>
      )}
      {'database' in properties && text('database')}
      {'username' in properties && (
        <Row gutter={16}>
          <Col span={12}>{text('username')}</Col>
          <Col span={12}>{'password' in properties && text('password', { password: true })}</Col>
        </Row>
      )}
      {displayName}
      {'query' in properties && (
        <Form.Item
          label="Additional Parameters"
          name={['parameters', 'query']}
          extra="Add additional custom parameters"
        >
          <Input placeholder="e.g. param1=value1&param2=value2" autoComplete="off" />
        </Form.Item>
      )}
      {'encryption' in properties && (
        <Form.Item
          label={
            <span>
              SSL{' '}
              <Tooltip title='SSL Mode "require" will be used.'>
                <InfoCircleOutlined aria-label="About SSL" />
              </Tooltip>
            </span>
          }
          name={['parameters', 'encryption']}
          valuePropName="checked"
        >
          <Switch aria-label="SSL" />
        </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 8 }}>{testButton}</Form.Item>
      {onSwitchMethod && (
        <Button type="link" style={{ padding: 0 }} onClick={onSwitchMethod}>
          Connect this database with a SQLAlchemy URI string instead
        </Button>
      )}
    </div>
  );
}
