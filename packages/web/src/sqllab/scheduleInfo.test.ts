import { describe, expect, it } from 'vitest';
import { defaultStartDate, scheduleErrors, scheduledExtraJson } from './scheduleInfo';

describe('scheduled query schedule', () => {
  it('starts tomorrow at 9am by default', () => {
    const start = defaultStartDate(new Date(2026, 10, 21, 18, 30));
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([22, 9, 0]);
  });

  it('names each missing or bad field', () => {
    expect(scheduleErrors({})).toEqual({
      output_table: 'Output table name is required',
      start_date: 'Start date is required',
      schedule_interval: 'Schedule interval is required',
    });
    expect(
      scheduleErrors({
        output_table: 'daily totals',
        start_date: '2026-11-22T09:00:00.000Z',
        schedule_interval: '@daily',
      }),
    ).toEqual({ output_table: 'Output table name may hold only letters, digits, _ and .' });
  });

  it('keeps the schedule in extra_json as schedule_info', () => {
    const info = {
      output_table: ' reports.daily_totals ',
      start_date: '2026-11-22T09:00:00.000Z',
      schedule_interval: '@weekly' as const,
    };
    expect(scheduleErrors(info)).toEqual({});
    expect(JSON.parse(scheduledExtraJson(info))).toEqual({
      schedule_info: {
        output_table: 'reports.daily_totals',
        start_date: '2026-11-22T09:00:00.000Z',
        schedule_interval: '@weekly',
      },
    });
  });
});
