/**
 * The upload form's General information panel: the file (and the columns read from it), the
 * database and schema to upload to, the table name, and the CSV delimiter or Excel sheet.
 */
import { AutoComplete, Button, Flex, Form, Input, Select, Tag, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDatabaseSchemasQuery, useUploadableDatabasesQuery } from '../../api/databaseApi';
import type { FileSheet } from './useUploadFile';
import { UPLOAD_EXTENSIONS, type UploadType } from './uploadForm';

const DELIMITERS = [
  { value: ',', label: 'Comma ","' },
  { value: ';', label: 'Semicolon ";"' },
  { value: '\t', label: 'Tab "\\t"' },
  { value: '|', label: 'Pipe' },
];

export function UploadGeneralPanel({
  type,
  file,
  fileError,
  columns,
  sheets,
  onPick,
  onRemove,
}: {
  type: UploadType;
  file: UploadFile | null;
  fileError: string | null;
  /** The file's columns (of the chosen sheet). */
  columns: string[];
  sheets: FileSheet[];
  onPick(file: File): boolean;
  onRemove(): void;
}) {
  const form = Form.useFormInstance();
  const databaseId = Form.useWatch('database', form) as number | undefined;
  const databases = useUploadableDatabasesQuery();
  const schemas = useDatabaseSchemasQuery(
    { databaseId: databaseId ?? 0, uploadAllowed: true },
    { skip: databaseId === undefined },
  );
  return (
    <>
      <Form.Item
        label={`${type === 'csv' ? 'CSV' : type === 'excel' ? 'Excel' : 'Columnar'} File`}
        required
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <Upload
          accept={UPLOAD_EXTENSIONS[type].map((e) => `.${e}`).join(',')}
          fileList={file ? [file] : []}
          beforeUpload={onPick}
          onRemove={onRemove}
          maxCount={1}
        >
          <Button icon={<UploadOutlined />} aria-label="Select">
            Select
          </Button>
        </Upload>
      </Form.Item>
      {columns.length > 0 && (
        <Flex wrap gap={4} style={{ marginBottom: 16 }} aria-label="Columns of the file">
          <Typography.Text type="secondary" style={{ fontSize: 12, width: '100%' }}>
            Columns
          </Typography.Text>
          {columns.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </Flex>
      )}
      <Form.Item
        label="Database"
        name="database"
        rules={[{ required: true, message: 'Selecting a database is required' }]}
      >
        <Select<number>
          aria-label="Select a database"
          placeholder="Select a database to upload the file to"
          loading={databases.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={() => form.setFieldValue('schema', undefined)}
          options={(databases.data?.result ?? []).map((d) => ({
            value: d.id,
            label: d.database_name,
          }))}
        />
      </Form.Item>
      <Form.Item label="Schema" name="schema">
        <Select<string>
          aria-label="Select a schema"
          placeholder="Select a schema if the database supports this"
          allowClear
          loading={schemas.isFetching}
          disabled={databaseId === undefined}
          showSearch={{ optionFilterProp: 'label' }}
          options={(schemas.data?.result ?? []).map((s) => ({ value: s, label: s }))}
        />
      </Form.Item>
      <Form.Item
        label="Table Name"
        name="table_name"
        rules={[{ required: true, whitespace: true, message: 'Table name is required' }]}
      >
        <Input placeholder="Name of table to be created" autoComplete="off" />
      </Form.Item>
      {type === 'csv' && (
        <Form.Item label="Delimiter" name="delimiter" extra="Select a delimiter for this data">
          <Select aria-label="Choose a delimiter" options={DELIMITERS} />
        </Form.Item>
      )}
      {type === 'excel' && (
        <Form.Item label="Sheet name" name="sheet_name">
          <AutoComplete
            aria-label="Choose sheet name"
            placeholder="Select a sheet name from the uploaded file"
            options={sheets
              .filter((s) => s.sheet_name)
              .map((s) => ({ value: s.sheet_name!, label: s.sheet_name }))}
          />
        </Form.Item>
      )}
    </>
  );
}
