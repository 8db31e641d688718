import { getColumnLabel, getMetricLabel } from '../query/labels.js';
import { ensureIsArray } from '../query/valueChecks.js';
import type { PostProcessingFactory } from './types.js';

const PERCENTILE_REGEX = /(\d+)\/(\d+) percentiles/;

/** Box plot statistics per group from `whiskerOptions` (Tukey, Min/max, "a/b percentiles"). */
export const boxplotOperator: PostProcessingFactory = (formData, queryObject) => {
  const { groupby, whiskerOptions } = formData;
  if (!whiskerOptions) return undefined;
  let whiskerType: 'tukey' | 'min/max' | 'percentile';
  let percentiles: [number, number] | undefined;
  const match = PERCENTILE_REGEX.exec(String(whiskerOptions));
  if (whiskerOptions === 'Tukey') whiskerType = 'tukey';
  else if (whiskerOptions === 'Min/max (no outliers)') whiskerType = 'min/max';
  else if (match) {
    whiskerType = 'percentile';
    percentiles = [parseInt(match[1], 10), parseInt(match[2], 10)];
  } else {
    throw new Error(`Unsupported whisker type: ${String(whiskerOptions)}`);
  }
  return {
    operation: 'boxplot',
    options: {
      whisker_type: whiskerType,
      percentiles,
      groupby: ensureIsArray(groupby).map(getColumnLabel),
      metrics: ensureIsArray(queryObject.metrics).map(getMetricLabel),
    },
  };
};
