import { describe, expect, it } from 'vitest';
import { rebaseForecastDatum } from './forecast.js';

describe('rebaseForecastDatum', () => {
  it('turns each upper bound into its distance from the lower bound', () => {
    const rows = [
      { __timestamp: 1, sales: 10, sales__yhat: 11, sales__yhat_lower: 8, sales__yhat_upper: 15 },
      { __timestamp: 2, sales: null, sales__yhat: 12, sales__yhat_lower: 9, sales__yhat_upper: 14 },
    ];
    expect(rebaseForecastDatum(rows)).toEqual([
      { __timestamp: 1, sales: 10, sales__yhat: 11, sales__yhat_lower: 8, sales__yhat_upper: 7 },
      { __timestamp: 2, sales: null, sales__yhat: 12, sales__yhat_lower: 9, sales__yhat_upper: 5 },
    ]);
    expect(rows[0].sales__yhat_upper).toBe(15); // the query's rows stay as they were
  });

  it('leaves a bound without a numeric lower bound as it is', () => {
    const rows = [{ a__yhat_upper: 5, a__yhat_lower: null }, { a__yhat_upper: 6 }];
    expect(rebaseForecastDatum(rows)).toEqual(rows);
  });

  it('answers rows without forecast columns unchanged', () => {
    const rows = [{ __timestamp: 1, 'SUM(num)': 3 }];
    expect(rebaseForecastDatum(rows)).toBe(rows);
  });
});
