import type { PostProcessingFactory } from './types.js';

/** Joins the column levels with ", " and turns the index back into a column. */
export const flattenOperator: PostProcessingFactory = () => ({ operation: 'flatten' });
