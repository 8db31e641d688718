/**
 * The upload form (Superset's UploadDataModal): a CSV, Excel or columnar file into a table
 * of a database that allows uploads; the file's columns are read first (upload_metadata) to
 * offer them in the date, index and column choices.
 */
import { useState } from 'react';
import { App, Collapse, Form, Modal } from 'antd';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { useUploadFileMutation } from '../../api/databaseApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { applyFieldErrors } from '../../components/formErrors';
import { PanelTitle } from '../../components/PanelTitle';
import { ColumnSettings, FileSettings, RowSettings } from './UploadOptionPanels';
import { UploadGeneralPanel } from './UploadGeneralPanel';
import { UPLOAD_TITLES, uploadFormData, type UploadType, type UploadValues } from './uploadForm';
import { useUploadFile } from './useUploadFile';

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

export default function UploadDataModal({ type, onClose }: { type: UploadType; onClose(): void }) {
  const { message } = App.useApp();
  const [uploadFile] = useUploadFileMutation();
  const [form] = Form.useForm<FormValues>();
  const [panel, setPanel] = useState<string>('general');
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<ApiErrorInfo | null>(null);
  const { file, fileError, setFileError, sheets, pickFile, removeFile } = useUploadFile(
    type,
    form,
    () => setFormError(null),
  );
  const sheetName = Form.useWatch('sheet_name', form);
  const columns = (sheets.find((s) => s.sheet_name === sheetName) ?? sheets[0])?.column_names ?? [];
  const columnOptions = columns.map((c) => ({ value: c, label: c }));

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
      await uploadFile({
        databaseId: all.database!, // required by the form's validation
        body: uploadFormData(type, all, file.originFileObj, file.name),
      }).unwrap();
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
        {/* One panel open at a time, kept here rather than by antd's accordion mode (which
            puts the panels inside a tab list, where ARIA wants only tabs). */}
        <Collapse
          activeKey={panel ? [panel] : []}
          onChange={(keys) => setPanel([keys].flat().find((k) => k !== panel) ?? '')}
          items={[
            {
              key: 'general',
              forceRender: true,
              label: (
                <PanelTitle title="General information" subtitle="Upload a file to a database." />
              ),
              children: (
                <UploadGeneralPanel
                  type={type}
                  file={file}
                  fileError={fileError}
                  columns={columns}
                  sheets={sheets}
                  onPick={pickFile}
                  onRemove={removeFile}
                />
              ),
            },
            {
              key: 'file',
              forceRender: true,
              label: (
                <PanelTitle
                  title="File Settings"
                  subtitle="Adjust how spaces, blank lines, null values are handled and other file wide settings."
                />
              ),
              children: <FileSettings type={type} columnOptions={columnOptions} />,
            },
            {
              key: 'columns',
              forceRender: true,
              label: (
                <PanelTitle
                  title="Columns"
                  subtitle="Adjust column settings such as specifying the columns to read, how duplicates are handled, column data types, and more."
                />
              ),
              children: <ColumnSettings type={type} columnOptions={columnOptions} />,
            },
            {
              key: 'rows',
              forceRender: true,
              label: (
                <PanelTitle
                  title="Rows"
                  subtitle="Set header rows and the number of rows to read or skip."
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
