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
  /**
   * For bench/chartTypes.bench.mjs (not the tests): the same type over a generated virtual
   * dataset of about `n` units, to find the largest input it draws within 1 s.
   */
  scale?: ChartTypeScale;
}

export interface ChartTypeScale {
  /** DuckDB SQL of a virtual dataset on the examples database with about n units (over range(n)). */
  sql: (n: number) => string;
  /** The chart's form data over that dataset's columns (row_limit large enough for n). */
  params: Record<string, unknown>;
  /** What n counts: "leaves", "edges", "cells", "words", "rows"... */
  unit: string;
  /** Sizes to try, ascending (e.g. [100, 1000, 10000]). */
  sizes: number[];
}
