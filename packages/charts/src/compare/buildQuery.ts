import { buildTimeseriesQuery } from '../timeseries/buildQuery.js';
import type { BuildQuery } from '../types.js';
import { toLineFormData } from './toLineFormData.js';

/** The line chart's query for the translated form data (the saved form data kept as is). */
export const buildQuery: BuildQuery = (formData) => ({
  ...buildTimeseriesQuery(toLineFormData(formData)),
  form_data: formData,
});
