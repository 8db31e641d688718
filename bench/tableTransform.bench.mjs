// The table chart in the browser's place: transformProps over a 10,000-row result, then a sort
// and a search of its rows, as a person sorting and searching a long table does. Median of
// several runs (the test in packages/charts/src/table/transformProps.test.ts checks what
// they give; this only measures). ROWS and RUNS override.
import { build } from 'esbuild';
import { median } from './support.mjs';

const ROWS = Number(process.env.ROWS ?? 10000);
const RUNS = Number(process.env.RUNS ?? 7);

// The chart code is TypeScript: bundle what the benchmark calls into one module.
const bundled = await build({
  stdin: {
    contents: `
      export { default as transformProps } from './packages/charts/src/table/transformProps.ts';
      export { searchRows, sortRows } from './packages/charts/src/table/tableState.ts';
      export { chartProps, queryResult } from './packages/charts/src/shared/testing/chartProps.ts';
      export { SUM_NUM } from './packages/charts/src/shared/testing/fixtures.ts';`,
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});
const code = bundled.outputFiles[0].text;
const { transformProps, searchRows, sortRows, chartProps, queryResult, SUM_NUM } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);

const T1 = Date.UTC(2020, 0, 1);
const rows = Array.from({ length: ROWS }, (_, i) => ({
  name: `name ${i}`,
  ds: T1 + i * 86400000,
  'SUM(num)': (i * 7919) % 1000,
  count: i,
  '%SUM(num)': i / ROWS,
}));
const formData = {
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['name', 'ds'],
  metrics: [SUM_NUM, 'count'],
  percent_metrics: [SUM_NUM],
  time_grain_sqla: 'P1D',
};

const times = { transform: [], sort: [], search: [] };
for (let i = 0; i < RUNS; i += 1) {
  let t = performance.now();
  const props = transformProps(chartProps(formData, [queryResult(rows, ['ds'])]));
  times.transform.push(performance.now() - t);
  t = performance.now();
  sortRows(props.data, 'SUM(num)', true);
  times.sort.push(performance.now() - t);
  t = performance.now();
  searchRows(props.data, props.columns, 'name 99');
  times.search.push(performance.now() - t);
}
const ms = (xs) => `${median(xs).toFixed(1)} ms`;
console.log(
  `table chart, ${ROWS} rows (median of ${RUNS}): transformProps ${ms(times.transform)}, ` +
    `sort ${ms(times.sort)}, search ${ms(times.search)}`,
);
