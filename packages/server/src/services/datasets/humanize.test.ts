import { describe, expect, it } from 'vitest';
import { naturalTime } from './humanize.js';

describe('naturalTime', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const ago = (ms: number) => naturalTime(new Date(now.getTime() - ms), now);

  it('words deltas as Python humanize does', () => {
    expect(ago(0)).toBe('now');
    expect(ago(1000)).toBe('a second ago');
    expect(ago(30_000)).toBe('30 seconds ago');
    expect(ago(90_000)).toBe('a minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3_600_000)).toBe('an hour ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('a day ago');
    expect(ago(10 * 86_400_000)).toBe('10 days ago');
    expect(ago(40 * 86_400_000)).toBe('a month ago');
    expect(ago(100 * 86_400_000)).toBe('3 months ago');
    expect(ago(365 * 86_400_000)).toBe('a year ago');
    expect(ago(3 * 365 * 86_400_000)).toBe('3 years ago');
    expect(ago(-2 * 3_600_000)).toBe('2 hours from now');
  });
});
