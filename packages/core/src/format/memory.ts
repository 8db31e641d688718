/** Bytes as Superset's MEMORY_* formats: `1024` → `1.02kB` (decimal) or `1KiB` (binary). */
export function formatMemory(
  value: number,
  { binary = false, decimals = 2, transfer = false } = {},
): string {
  let formatted: string;
  if (value === 0) {
    formatted = '0B';
  } else {
    const sign = value > 0 ? '' : '-';
    const absValue = Math.abs(value);
    const suffixes = binary
      ? ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB']
      : ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'RB', 'QB'];
    const base = binary ? 1024 : 1000;
    const index = Math.max(
      0,
      Math.min(suffixes.length - 1, Math.floor(Math.log(absValue) / Math.log(base))),
    );
    const scaled = Number.parseFloat((absValue / base ** index).toFixed(decimals));
    formatted = `${sign}${scaled}${suffixes[index]}`;
  }
  return transfer ? `${formatted}/s` : formatted;
}
