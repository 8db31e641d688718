export { metadata } from './metadata.js';
export { controlPanel } from './controlPanel.js';
export { buildQuery } from './buildQuery.js';
