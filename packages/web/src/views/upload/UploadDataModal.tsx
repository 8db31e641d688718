/**
 * The upload form (Superset's UploadDataModal): a CSV, Excel or columnar file into a table
 * of a database that allows uploads; the file's columns are read first (upload_metadata) to
 * offer them in the date, index and column choices.
 */
import { useState } from 'react';
import {
  App,
  AutoComplete,
  Button,
  Collapse,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { apiRequest } from '../../api/client';
import {
  DATABASES,
  useDatabaseSchemasQuery,
  useUploadableDatabasesQuery,
} from '../../api/databaseApi';
import { tesseraApi } from '../../api/tesseraApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { applyFieldErrors } from '../../components/formErrors';
import { ColumnSettings, FileSettings, RowSettings } from './UploadOptionPanels';
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_TITLES,
  hasAllowedExtension,
  uploadFormData,
  type UploadType,
  type UploadValues,
} from './uploadForm';

interface FormValues extends UploadValues {
  database?: number;
}

const DEFAULTS: Partial<FormValues> = {
  already_exists: 'fail',
  delimiter: ',',
  decimal_character: '.',
  header_row: 0,
  skip_rows: 0,
  null_values: [],
  column_dates: [],
  columns_read: [],
  dataframe_index: false,
  skip_blank_lines: false,
  skip_initial_space: false,
  day_first: false,
};

const FIELD_PANELS: Record<string, string> = {
  table_name: 'general',
  schema: 'general',
  database: 'general',
  delimiter: 'general',
  sheet_name: 'general',
  already_exists: 'file',
  column_dates: 'file',
  decimal_character: 'file',
  null_values: 'file',
  index_column: 'columns',
  index_label: 'columns',
  columns_read: 'columns',
  column_data_types: 'columns',
  header_row: 'rows',
  rows_to_read: 'rows',
  skip_rows: 'rows',
};

const DELIMITERS = [
  { value: ',', label: 'Comma ","' },
  { value: ';', label: 'Semicolon ";"' },
  { value: '\t', label: 'Tab "\\t"' },
  { value: '|', label: 'Pipe' },
];

function PanelHeader({ title, help }: { title: string; help: string }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {help}
      </Typography.Text>
    </div>
  );
}

interface FileMetadata {
  result: { items: { sheet_name: string | null; column_names: string[] }[] };
}

export default function UploadDataModal({ type, onClose }: { type: UploadType; onClose(): void }) {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [form] = Form.useForm<FormValues>();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sheets, setSheets] = useState<FileMetadata['result']['items']>([]);
  const [panel, setPanel] = useState<string>('general');
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<ApiErrorInfo | null>(null);
  const databaseId = Form.useWatch('database', form);
  const sheetName = Form.useWatch('sheet_name', form);
  const databases = useUploadableDatabasesQuery();
  const schemas = useDatabaseSchemasQuery(
    { databaseId: databaseId ?? 0, uploadAllowed: true },
    { skip: databaseId === undefined },
  );
  const columns = (sheets.find((s) => s.sheet_name === sheetName) ?? sheets[0])?.column_names ?? [];
  const columnOptions = columns.map((c) => ({ value: c, label: c }));

  const readColumns = async (picked: File) => {
    const data = new FormData();
    data.append('type', type);
    if (type === 'csv') data.append('delimiter', form.getFieldValue('delimiter') ?? ',');
    data.append('file', picked, picked.name);
    try {
      const answer = await apiRequest<FileMetadata>(`${DATABASES}upload_metadata/`, {
        method: 'POST',
        body: data,
      });
      setSheets(answer.result.items);
      const first = answer.result.items[0]?.sheet_name;
      if (type === 'excel' && first && !form.getFieldValue('sheet_name')) {
        form.setFieldValue('sheet_name', first);
      }
    } catch {
      setSheets([]);
    }
  };

  const pickFile = (picked: File) => {
    setFile({
      uid: picked.name,
      name: picked.name,
      status: 'done',
      originFileObj: picked as never,
    });
    setFormError(null);
    if (!hasAllowedExtension(picked.name, type)) {
      setFileError(
        `Upload a file with a valid extension. Valid: [${UPLOAD_EXTENSIONS[type].join(',')}]`,
      );
      setSheets([]);
      return false;
    }
    setFileError(null);
    if (!form.getFieldValue('table_name')) {
      form.setFieldValue('table_name', picked.name.replace(/\.[^.]+$/, ''));
    }
    void readColumns(picked);
    return false;
  };

  const submit = async () => {
    setFormError(null);
    if (!file) setFileError('Uploading a file is required');
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch (e) {
      const first = (e as { errorFields?: { name: string[] }[] }).errorFields?.[0]?.name[0];
      if (first) setPanel(FIELD_PANELS[first] ?? 'general');
      return;
    }
    if (!file?.originFileObj || fileError) {
      setPanel('general');
      return;
    }
    const all = { ...DEFAULTS, ...form.getFieldsValue(true), ...values } as FormValues;
    setUploading(true);
    try {
      await apiRequest(`${DATABASES}${all.database}/upload/`, {
        method: 'POST',
        body: uploadFormData(type, all, file.originFileObj, file.name),
      });
      dispatch(tesseraApi.util.invalidateTags(['Dataset', 'Database']));
      message.success('Data Imported');
      onClose();
    } catch (e) {
      const info = toApiErrorInfo(e);
      const fileMessages = info.fieldErrors?.file;
      if (fileMessages) setFileError(fileMessages.join(' '));
      const rest = applyFieldErrors(form, info, Object.keys(FIELD_PANELS).concat('file'));
      const firstField = Object.keys(info.fieldErrors ?? {})[0];
      if (firstField) setPanel(FIELD_PANELS[firstField] ?? 'general');
      if (rest) setFormError(rest);
    } finally {
      setUploading(false);
    }
  };

  const general = (
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
          beforeUpload={pickFile}
          onRemove={() => {
            setFile(null);
            setSheets([]);
          }}
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

  return (
    <Modal
      open
      title={UPLOAD_TITLES[type]}
      okText="Upload"
      onOk={() => void submit()}
      confirmLoading={uploading}
      onCancel={onClose}
      width={560}
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto', paddingRight: 8 } }}
    >
      {formError && (
        <div style={{ marginBottom: 12 }}>
          <ApiErrorMessage error={formError} title="The file could not be uploaded" />
        </div>
      )}
      <Form<FormValues> form={form} layout="vertical" name="upload" initialValues={DEFAULTS}>
        <Collapse
          accordion
          activeKey={panel}
          onChange={(key) => setPanel(Array.isArray(key) ? (key[0] ?? '') : key)}
          items={[
            {
              key: 'general',
              forceRender: true,
              label: (
                <PanelHeader title="General information" help="Upload a file to a database." />
              ),
              children: general,
            },
            {
              key: 'file',
              forceRender: true,
              label: (
                <PanelHeader
                  title="File Settings"
                  help="Adjust how spaces, blank lines, null values are handled and other file wide settings."
                />
              ),
              children: <FileSettings type={type} columnOptions={columnOptions} />,
            },
            {
              key: 'columns',
              forceRender: true,
              label: (
                <PanelHeader
                  title="Columns"
                  help="Adjust column settings such as specifying the columns to read, how duplicates are handled, column data types, and more."
                />
              ),
              children: <ColumnSettings type={type} columnOptions={columnOptions} />,
            },
            {
              key: 'rows',
              forceRender: true,
              label: (
                <PanelHeader
                  title="Rows"
                  help="Set header rows and the number of rows to read or skip."
                />
              ),
              children: <RowSettings />,
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
