import { getXAxisLabel } from '../query/xAxis.js';
import type { PostProcessingFactory } from './types.js';

/** A Prophet forecast per column when `forecastEnabled`. */
export const prophetOperator: PostProcessingFactory = (formData) => {
  const xAxis = getXAxisLabel(formData);
  if (!formData.forecastEnabled || !xAxis) return undefined;
  return {
    operation: 'prophet',
    options: {
      time_grain: formData.time_grain_sqla,
      periods: parseInt(String(formData.forecastPeriods), 10),
      confidence_interval: parseFloat(String(formData.forecastInterval)),
      yearly_seasonality: formData.forecastSeasonalityYearly,
      weekly_seasonality: formData.forecastSeasonalityWeekly,
      daily_seasonality: formData.forecastSeasonalityDaily,
      index: xAxis,
    },
  };
};
