/** The upload form's File Settings, Columns and Rows panels (fields of the form around them). */
import { AutoComplete, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { UploadType } from './uploadForm';

interface PanelProps {
  type: UploadType;
  /** The file's columns, offered where a column is chosen. */
  columnOptions: { value: string; label: string }[];
}

const NULL_VALUES = [
  { value: '', label: 'Empty Strings ""' },
  { value: 'None', label: 'None' },
  { value: 'nan', label: 'nan' },
  { value: 'null', label: 'null' },
  { value: 'N/A', label: 'N/A' },
];

export function FileSettings({ type, columnOptions }: PanelProps) {
  return (
    <>
      <Form.Item
        label="If Table Already Exists"
        name="already_exists"
        extra="What should happen if the table already exists"
      >
        <Select
          aria-label="Choose already exists"
          options={[
            { value: 'fail', label: 'Fail' },
            { value: 'replace', label: 'Replace' },
            { value: 'append', label: 'Append' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Columns To Be Parsed as Dates" name="column_dates">
        <Select
          mode="tags"
          aria-label="Choose columns to be parsed as dates"
          placeholder="A comma separated list of columns that should be parsed as dates"
          options={columnOptions}
        />
      </Form.Item>
      <Form.Item
        label="Decimal Character"
        name="decimal_character"
        extra="Character to interpret as decimal point"
      >
        <Input style={{ width: 80 }} maxLength={1} />
      </Form.Item>
      <Form.Item
        label="Null Values"
        name="null_values"
        extra="Choose values that should be treated as null."
      >
        <Select mode="tags" aria-label="Choose null values" options={NULL_VALUES} />
      </Form.Item>
      {type === 'csv' && (
        <>
          <Form.Item
            name="skip_initial_space"
            valuePropName="checked"
            label="Skip spaces after delimiter"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="skip_blank_lines"
            valuePropName="checked"
            label="Skip blank lines rather than interpreting them as Not A Number values"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="day_first"
            valuePropName="checked"
            label="DD/MM format dates, international and European format"
          >
            <Switch />
          </Form.Item>
        </>
      )}
    </>
  );
}

export function ColumnSettings({ type, columnOptions }: PanelProps) {
  return (
    <>
      <Form.Item
        label="Index Column"
        name="index_column"
        extra="Column to use as the row labels of the dataframe. Leave empty if no index column"
      >
        <AutoComplete aria-label="Choose index column" options={columnOptions} allowClear />
      </Form.Item>
      <Form.Item
        label="Column Label(s)"
        name="index_label"
        extra="Column label for index column(s). If None is given and Dataframe Index is checked, Index Names are used"
      >
        <Input aria-label="Column labels" />
      </Form.Item>
      <Form.Item label="Columns To Read" name="columns_read">
        <Select
          mode="tags"
          aria-label="Choose columns to read"
          placeholder="List of the column names that should be read"
          options={columnOptions}
        />
      </Form.Item>
      {type === 'csv' && (
        <Form.Item
          label="Column Data Types"
          name="column_data_types"
          extra='A dictionary with column names and their data types if you need to change the defaults. Example: {"user_id":"int"}.'
        >
          <Input aria-label="Column data types" />
        </Form.Item>
      )}
      <Form.Item
        name="dataframe_index"
        valuePropName="checked"
        label="Write dataframe index as a column"
      >
        <Switch />
      </Form.Item>
    </>
  );
}

export function RowSettings() {
  return (
    <Row gutter={12}>
      <Col span={8}>
        <Form.Item
          label="Header Row"
          name="header_row"
          tooltip="Row containing the headers to use as column names (0 is first line of data)."
          rules={[{ required: true, message: 'Header row is required' }]}
        >
          <InputNumber aria-label="Header row" min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="Rows to Read"
          name="rows_to_read"
          tooltip="Number of rows of file to read. Leave empty (default) to read all rows"
        >
          <InputNumber aria-label="Rows to read" min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="Skip Rows"
          name="skip_rows"
          tooltip="Number of rows to skip at start of file."
          rules={[{ required: true, message: 'Skip rows is required' }]}
        >
          <InputNumber aria-label="Skip rows" min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
