import type { Locator } from 'playwright-core';

/** A saved chart of one type over the example data, and what its drawing must show. */
export interface ChartTypeCase {
  vizType: string;
  /** The example table (a dataset of the examples database) the chart reads. */
  table: string;
  /** Superset's form data as its explore saves it (charts-catalogue.md keys). */
  params: Record<string, unknown>;
  /** Asserts what a person sees in the settled chart container (marks, legend, labels). */
  check: (chart: Locator) => Promise<void>;
}
