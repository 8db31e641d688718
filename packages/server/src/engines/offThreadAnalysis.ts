/**
 * Where a JavaScript parser reads a script: in this thread when it is short (a chart query,
 * most SQL Lab runs: a worker's round trip would cost more than the parse), in the SQL
 * worker pool when it is long, so that parsing megabytes never stalls the event loop.
 */
import { runSqlTask } from '../sql/sqlWorkers.js';
import { analyzeSql, type AnalyzeSqlInput } from './analysisTask.js';
import { SqlAnalysisError, type AnalyzedStatement } from './statementAnalysis.js';

/** Characters parsed in this thread; a longer script goes to a worker. */
export const INLINE_ANALYSIS_CHARS = 20_000;

export async function analyzeOffThread(input: AnalyzeSqlInput): Promise<AnalyzedStatement[]> {
  const output =
    input.sql.length <= INLINE_ANALYSIS_CHARS
      ? await analyzeSql(input)
      : await runSqlTask('analyzeSql', input);
  if ('error' in output) throw new SqlAnalysisError(output.error, output.position);
  return output.statements;
}
