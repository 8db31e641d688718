export * from './categoricalSchemes.js';
export * from './colorScale.js';
