import type { PostProcessingFactory } from './types.js';

/** `resample` on the time index; `zerofill` is `asfreq` with `fill_value: 0`. */
export const resampleOperator: PostProcessingFactory = (formData) => {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return undefined;
  return {
    operation: 'resample',
    options: { method, rule, fill_value: zeroFill ? 0 : null },
  };
};
