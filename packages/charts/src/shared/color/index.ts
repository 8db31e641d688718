export * from './categoricalSchemes.js';
export * from './colorScale.js';
export * from './sequentialSchemes.js';
