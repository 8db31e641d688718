export { ChartService } from './chartService.js';
export { NO_QUERY_CONTEXT, type ChartDataOverrides } from './chartQueryContext.js';
