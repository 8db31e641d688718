export { metadata } from './metadata.js';
export { buildQuery } from './buildQuery.js';
export { migrateFormData } from './migrate.js';
