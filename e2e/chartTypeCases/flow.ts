import type { ChartTypeCase } from './types.js';

export const CASES: ChartTypeCase[] = [];
