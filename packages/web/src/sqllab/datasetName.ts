/** The Save dataset dialog's default name: the tab title, a space, then MM/DD/YYYY HH:mm:ss. */
import dayjs from 'dayjs';

export function defaultDatasetName(tabTitle: string, now: Date = new Date()): string {
  return `${tabTitle || 'Untitled'} ${dayjs(now).format('MM/DD/YYYY HH:mm:ss')}`;
}
