import type { ChartQueryObject, PostProcessingRule, QueryFormData } from '../../types.js';

/** `contribution` by row or by series (`contributionMode`), aware of the time shifts. */
export function contributionOperator(
  formData: QueryFormData,
  _queryObject: ChartQueryObject,
  timeShifts?: string[],
): PostProcessingRule | undefined {
  if (!formData.contributionMode) return undefined;
  return {
    operation: 'contribution',
    options: { orientation: formData.contributionMode, time_shifts: timeShifts },
  };
}
