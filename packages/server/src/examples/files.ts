/**
 * The example database's file names: the DuckDB file in Tessera's home and the stamp beside it
 * (loader.ts). Light on purpose (no DuckDB): the tests' harnesses seed homes with them.
 */

/** The example database's file in Tessera's home. */
export const EXAMPLES_FILE = 'examples.duckdb';

/** The stamp's file, beside the examples file: what the file was loaded from. */
export const stampFile = (duckdbPath: string) => `${duckdbPath}.stamp`;
