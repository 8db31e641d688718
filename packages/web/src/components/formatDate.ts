/** Dates in list pages: "12 Mar 2025, 14:05" in the browser's locale, "Never" when missing. */
const FORMAT = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(iso: string | null | undefined, empty = 'Never'): string {
  if (!iso) return empty;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : FORMAT.format(d);
}
