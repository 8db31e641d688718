/** The big number with its trendline. */
export { default } from './BigNumberView.js';
