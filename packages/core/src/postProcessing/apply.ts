import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { cum } from './cum.js';
import type { DataFrame } from './dataFrame.js';
import { diff } from './diff.js';
import { PostProcessingError } from './errors.js';
import { flatten } from './flatten.js';
import { histogram } from './histogram.js';
import { pivot } from './pivot.js';
import { rank } from './rank.js';
import { rename } from './rename.js';
import { resample } from './resample.js';
import { rolling } from './rolling.js';
import type { PostProcessingOperation } from './schemas.js';
import {
  POST_PROCESSING_OPERATIONS,
  PostProcessingOperation as OperationSchema,
  UNSUPPORTED_POST_PROCESSING_OPERATIONS,
} from './schemas.js';
import { select } from './select.js';
import { sort } from './sort.js';

const isEmptyEntry = (entry: unknown): boolean =>
  entry === null ||
  entry === undefined ||
  entry === false ||
  (typeof entry === 'object' && !Array.isArray(entry) && Object.keys(entry).length === 0);

/**
 * Validates a query object's `post_processing` list: empty entries are skipped
 * (as Superset skips falsy ones), each entry's options are checked against its
 * operation's schema, and anything Tessera cannot run is refused with a
 * PostProcessingError naming the operation and option.
 */
export function parsePostProcessing(operations: unknown): PostProcessingOperation[] {
  if (operations === null || operations === undefined) return [];
  if (!Array.isArray(operations)) {
    throw new PostProcessingError(
      '`post_processing` must be a list of operations.',
      'post_processing',
    );
  }
  return operations.filter((entry) => !isEmptyEntry(entry)).map(parseOne);
}

function parseOne(entry: unknown): PostProcessingOperation {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new PostProcessingError(
      'A post processing operation must be an object.',
      'post_processing',
    );
  }
  const { operation, options } = entry as { operation?: unknown; options?: unknown };
  if (!operation) {
    throw new PostProcessingError(
      '`operation` property of post processing object undefined',
      'operation',
    );
  }
  if (operation === 'prophet') {
    throw new PostProcessingError(
      'Forecasting (prophet) is not supported yet',
      'operation',
      'prophet',
    );
  }
  if ((UNSUPPORTED_POST_PROCESSING_OPERATIONS as readonly unknown[]).includes(operation)) {
    throw new PostProcessingError(
      `Post processing operation ${String(operation)} is not supported yet`,
      'operation',
      String(operation),
    );
  }
  if (
    typeof operation !== 'string' ||
    !(POST_PROCESSING_OPERATIONS as readonly string[]).includes(operation)
  ) {
    throw new PostProcessingError(
      `Unsupported post processing operation: ${String(operation)}`,
      'operation',
    );
  }
  const parsed = OperationSchema.safeParse(
    options === null ? { operation } : { operation, options },
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue.path.filter((p) => p !== 'options').join('.');
    throw new PostProcessingError(
      `Invalid options for ${operation}: ${path ? `option "${path}": ` : ''}${issue.message}`,
      path || 'options',
      operation,
    );
  }
  return parsed.data;
}

/** Runs one validated operation. */
export function applyPostProcessingOperation(
  df: DataFrame,
  op: PostProcessingOperation,
): DataFrame {
  switch (op.operation) {
    case 'aggregate':
      return aggregate(df, op.options);
    case 'pivot':
      return pivot(df, op.options);
    case 'rolling':
      return rolling(df, op.options);
    case 'cum':
      return cum(df, op.options);
    case 'diff':
      return diff(df, op.options);
    case 'compare':
      return compare(df, op.options);
    case 'contribution':
      return contribution(df, op.options);
    case 'resample':
      return resample(df, op.options);
    case 'rename':
      return rename(df, op.options);
    case 'select':
      return select(df, op.options);
    case 'sort':
      return sort(df, op.options);
    case 'flatten':
      return flatten(df, op.options);
    case 'boxplot':
      return boxplot(df, op.options);
    case 'histogram':
      return histogram(df, op.options);
    case 'rank':
      return rank(df, op.options);
    case 'prophet':
      throw new PostProcessingError(
        'Forecasting (prophet) is not supported yet',
        'operation',
        'prophet',
      );
  }
}

/**
 * Superset's `exec_post_processing`: validates the operations, then runs them
 * in order. As in Superset, an empty result is returned untouched (the
 * operations are still validated). Failures throw PostProcessingError (400).
 */
export function applyPostProcessing(df: DataFrame, operations: unknown): DataFrame {
  const parsed = parsePostProcessing(operations);
  if (df.length === 0) return df;
  let result = df;
  for (const op of parsed) {
    try {
      result = applyPostProcessingOperation(result, op);
    } catch (error) {
      if (error instanceof PostProcessingError) error.operation ??= op.operation;
      throw error;
    }
  }
  return result;
}
