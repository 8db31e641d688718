/** The big number (no trendline). */
export { default } from '../big_number/BigNumberView.js';
