/**
 * A scheduled query's schedule (SCHEDULED_QUERIES), with the fields of Superset's schedule JSON
 * schema: output table, start date and schedule interval. It is kept in the saved query's
 * `extra_json` as `schedule_info`.
 */
import dayjs from 'dayjs';

export const SCHEDULE_INTERVALS = [
  { value: '@hourly', label: 'Hourly' },
  { value: '@daily', label: 'Daily' },
  { value: '@weekly', label: 'Weekly' },
] as const;

export type ScheduleInterval = (typeof SCHEDULE_INTERVALS)[number]['value'];

export interface ScheduleInfo {
  output_table: string;
  /** ISO 8601 date-time. */
  start_date: string;
  schedule_interval: ScheduleInterval;
}

/** The schema's default start: tomorrow at 9am. */
export function defaultStartDate(now: Date = new Date()): Date {
  return dayjs(now).add(1, 'day').hour(9).minute(0).second(0).millisecond(0).toDate();
}

/** What is wrong with a schedule, by field; empty when it can be saved. */
export function scheduleErrors(
  info: Partial<ScheduleInfo>,
): Partial<Record<keyof ScheduleInfo, string>> {
  const errors: Partial<Record<keyof ScheduleInfo, string>> = {};
  if (!info.output_table?.trim()) errors.output_table = 'Output table name is required';
  else if (!/^[A-Za-z_][\w.]*$/.test(info.output_table.trim()))
    errors.output_table = 'Output table name may hold only letters, digits, _ and .';
  if (!info.start_date || !dayjs(info.start_date).isValid())
    errors.start_date = 'Start date is required';
  if (!SCHEDULE_INTERVALS.some((i) => i.value === info.schedule_interval))
    errors.schedule_interval = 'Schedule interval is required';
  return errors;
}

/** The saved query's `extra_json` for a schedule. */
export function scheduledExtraJson(info: ScheduleInfo): string {
  return JSON.stringify({
    schedule_info: { ...info, output_table: info.output_table.trim() },
  });
}
