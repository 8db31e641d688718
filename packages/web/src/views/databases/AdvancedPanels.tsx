/**
 * The panels of the connection dialog's Advanced tab (fields of the form around them): SQL Lab,
 * Performance, Security and Other.
 */
import type { ReactNode } from 'react';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';

const JSON_RULE: Rule = {
  validator: (_rule, value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) return Promise.resolve();
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return Promise.resolve();
    } catch {
      // fall through
    }
    return Promise.reject(new Error('Field cannot be decoded by JSON.'));
  },
};

function Flag({ name, label, help }: { name: string | string[]; label: string; help?: string }) {
  return (
    <Form.Item
      name={name}
      valuePropName="checked"
      extra={help && <span style={{ fontSize: 12 }}>{help}</span>}
      style={{ marginBottom: 8 }}
    >
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
}

function Indented({ children }: { children: ReactNode }) {
  return <div style={{ marginLeft: 24 }}>{children}</div>;
}

export function SqlLabPanel() {
  const form = Form.useFormInstance();
  const exposed = Form.useWatch('expose_in_sqllab', form) as boolean | undefined;
  return (
    <>
      <Flag
        name="expose_in_sqllab"
        label="Expose database in SQL Lab"
        help="Allow this database to be queried in SQL Lab"
      />
      {exposed && (
        <Indented>
          <Flag
            name="allow_ctas"
            label="Allow CREATE TABLE AS"
            help="Allow creation of new tables based on queries"
          />
          <Flag
            name="allow_cvas"
            label="Allow CREATE VIEW AS"
            help="Allow creation of new views based on queries"
          />
          <Form.Item
            label="CTAS & CVAS SCHEMA"
            name="force_ctas_schema"
            extra="Force all tables and views to be created in this schema when clicking CTAS or CVAS in SQL Lab."
          >
            <Input placeholder="Create or select schema..." autoComplete="off" />
          </Form.Item>
          <Flag
            name="allow_dml"
            label="Allow DML"
            help="Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc."
          />
          <Flag
            name={['extraSettings', 'cost_estimate_enabled']}
            label="Enable query cost estimation"
            help="For Bigquery, Presto and Postgres, shows a button to compute cost before running a query."
          />
          <Flag
            name={['extraSettings', 'allows_virtual_table_explore']}
            label="Allow this database to be explored"
            help="When enabled, users are able to visualize SQL Lab results in Explore."
          />
          <Flag
            name={['extraSettings', 'disable_data_preview']}
            label="Disable SQL Lab data preview queries"
            help="Disable data preview when fetching table metadata in SQL Lab. Useful to avoid browser performance issues when using databases with very wide tables."
          />
        </Indented>
      )}
    </>
  );
}

export function PerformancePanel() {
  return (
    <>
      <Form.Item
        label="Chart cache timeout"
        name="cache_timeout"
        extra="Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires, and -1 bypasses the cache. Note this defaults to the global timeout if undefined."
      >
        <InputNumber style={{ width: 200 }} placeholder="Enter duration in seconds" min={-1} />
      </Form.Item>
      <Form.Item
        label="Schema cache timeout"
        name={['extraSettings', 'schema_cache_timeout']}
        extra="Duration (in seconds) of the metadata caching timeout for schemas of this database. If left unset, the cache never expires."
      >
        <InputNumber style={{ width: 200 }} placeholder="Enter duration in seconds" min={0} />
      </Form.Item>
      <Form.Item
        label="Table cache timeout"
        name={['extraSettings', 'table_cache_timeout']}
        extra="Duration (in seconds) of the metadata caching timeout for tables of this database. If left unset, the cache never expires."
      >
        <InputNumber style={{ width: 200 }} placeholder="Enter duration in seconds" min={0} />
      </Form.Item>
      <Flag
        name="allow_run_async"
        label="Asynchronous query execution"
        help="Operate the database in asynchronous mode, meaning that the queries are executed on remote workers as opposed to on the web server itself. This assumes that you have a worker setup as well as a results backend."
      />
      <Flag
        name={['extraSettings', 'cancel_query_on_windows_unload']}
        label="Cancel query on window unload event"
        help="Terminate running queries when browser window closed or navigated to another page. Available for Presto, Hive, MySQL, Postgres and Snowflake databases."
      />
    </>
  );
}

export function SecurityPanel() {
  const form = Form.useFormInstance();
  const uploads = Form.useWatch('allow_file_upload', form) as boolean | undefined;
  return (
    <>
      <Form.Item
        label="Secure Extra"
        name="masked_encrypted_extra"
        rules={[JSON_RULE]}
        extra="JSON string containing additional connection configuration. This is used to provide connection information for systems like Hive, Presto and BigQuery which do not conform to the username:password syntax normally used by SQLAlchemy."
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item
        label="Root certificate"
        name="server_cert"
        extra="Optional CA_BUNDLE contents to validate HTTPS requests. Only available on certain database engines."
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Flag
        name="impersonate_user"
        label="Impersonate logged in user (Presto, Trino, Drill, Hive, and GSheets)"
        help="If Presto or Trino, all the queries in SQL Lab are going to be executed as the currently logged on user who must have permission to run them."
      />
      <Flag name="allow_file_upload" label="Allow file uploads to database" />
      {uploads && (
        <Indented>
          <Form.Item
            label="Schemas allowed for File upload"
            name={['extraSettings', 'schemas_allowed_for_file_upload']}
            extra="A comma-separated list of schemas that files are allowed to upload to."
          >
            <Input placeholder="schema1,schema2" autoComplete="off" />
          </Form.Item>
        </Indented>
      )}
    </>
  );
}

export function OtherPanel() {
  return (
    <>
      <Form.Item
        label="Metadata Parameters"
        name={['extraSettings', 'metadata_params']}
        rules={[JSON_RULE]}
        extra="The metadata_params object gets unpacked into the sqlalchemy.MetaData call."
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} placeholder="{}" />
      </Form.Item>
      <Form.Item
        label="Engine Parameters"
        name={['extraSettings', 'engine_params']}
        rules={[JSON_RULE]}
        extra="The engine_params object gets unpacked into the sqlalchemy.create_engine call."
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} placeholder="{}" />
      </Form.Item>
      <Form.Item
        label="Version"
        name={['extraSettings', 'version']}
        extra="Specify the database version. This is used with Presto for query cost estimation, and Dremio for syntax changes, among others."
      >
        <Input placeholder="Version number" autoComplete="off" />
      </Form.Item>
    </>
  );
}
