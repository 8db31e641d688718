/** Every chart type of issue 17 with a saved chart over the example data (one file per group). */
import { CASES as distribution } from './distribution.js';
import { CASES as flow } from './flow.js';
import { CASES as legacyTime } from './legacyTime.js';
import { CASES as maps } from './maps.js';
import { CASES as partOfWhole } from './partOfWhole.js';
import { CASES as textAndTables } from './textAndTables.js';
import type { ChartTypeCase } from './types.js';

export type { ChartTypeCase } from './types.js';

export const CHART_TYPE_CASES: ChartTypeCase[] = [
  ...partOfWhole,
  ...flow,
  ...distribution,
  ...maps,
  ...legacyTime,
  ...textAndTables,
];
