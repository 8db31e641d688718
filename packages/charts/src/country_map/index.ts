export { metadata } from './metadata.js';
export { buildQuery } from './buildQuery.js';
