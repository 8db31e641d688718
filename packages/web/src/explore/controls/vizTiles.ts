/** The quick tiles of the viz type picker: six featured types plus the current and rendered ones. */
export const QUICK_VIZ_TYPES = [
  'echarts_timeseries_line',
  'table',
  'big_number_total',
  'pie',
  'echarts_timeseries_bar',
  'echarts_area',
] as const;

export function quickTiles(value: string, renderedVizType?: string): string[] {
  const tiles: string[] = [...QUICK_VIZ_TYPES];
  for (const extra of [value, renderedVizType]) {
    if (extra && !tiles.includes(extra)) tiles.push(extra);
  }
  return tiles;
}
