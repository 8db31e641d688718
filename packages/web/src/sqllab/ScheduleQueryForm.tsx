/**
 * Schedule query (SCHEDULED_QUERIES): start date, interval and output table, saved with the
 * query as `extra_json.schedule_info` through the saved query API.
 */
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SavedQueryCreate } from '@tessera/core';
import { useCreateSavedQueryMutation } from '../api/savedQueryApi';
import { MESSAGES } from './messages';
import {
  SCHEDULE_INTERVALS,
  defaultStartDate,
  scheduleErrors,
  scheduledExtraJson,
  type ScheduleInfo,
  type ScheduleInterval,
} from './scheduleInfo';

export function ScheduleQueryForm({
  query,
  onBack,
  onDone,
}: {
  /** The saved query's fields (name, description, SQL) from the Save query dialog. */
  query: SavedQueryCreate;
  onBack(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [outputTable, setOutputTable] = useState('');
  const [start, setStart] = useState<Dayjs | null>(() => dayjs(defaultStartDate()));
  const [interval, setScheduleInterval] = useState<ScheduleInterval>('@daily');
  const [touched, setTouched] = useState(false);
  const [create, creating] = useCreateSavedQueryMutation();

  const info: Partial<ScheduleInfo> = {
    output_table: outputTable,
    start_date: start?.toISOString(),
    schedule_interval: interval,
  };
  const errors = scheduleErrors(info);
  const shown = touched ? errors : {};

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    try {
      await create({ ...query, extra_json: scheduledExtraJson(info as ScheduleInfo) }).unwrap();
      message.success(MESSAGES.scheduled);
      onDone();
    } catch {
      message.error(MESSAGES.scheduleFailed);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        label="Start date"
        required
        validateStatus={shown.start_date ? 'error' : undefined}
        help={shown.start_date}
      >
        <DatePicker
          aria-label="Start date"
          showTime
          value={start}
          onChange={setStart}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Schedule interval" required>
        <Select
          aria-label="Schedule interval"
          value={interval}
          onChange={setScheduleInterval}
          options={SCHEDULE_INTERVALS.map((i) => ({ value: i.value, label: i.label }))}
        />
      </Form.Item>
      <Form.Item
        label="Output table name"
        required
        validateStatus={shown.output_table ? 'error' : undefined}
        help={shown.output_table}
      >
        <Input
          aria-label="Output table name"
          value={outputTable}
          onChange={(e) => setOutputTable(e.target.value)}
        />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>
          Schedule
        </Button>
      </Space>
    </Form>
  );
}
