import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { cum } from './cum.js';
import { diff } from './diff.js';
import { flatten } from './flatten.js';
import { histogram } from './histogram.js';
import { pivot } from './pivot.js';
import { rank } from './rank.js';
import { rename } from './rename.js';
import { resample } from './resample.js';
import { rolling } from './rolling.js';
import { select } from './select.js';
import { sort } from './sort.js';

/**
 * Each post-processing operation as a pure function `(frame, options) → frame`,
 * keyed by Superset's operation name (kept in one object so the generic names
 * do not crowd @tessera/core's exports).
 */
export const postProcessors = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
} as const;
