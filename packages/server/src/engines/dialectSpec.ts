/**
 * The SQL-text half of an `EngineSpec` that every engine builds the same way from its own
 * pieces: identifier quoting, qualified names, placeholders, generic types, time grains and
 * LIMIT/OFFSET.
 */
import type { TypeMapping } from './genericTypes.js';
import { genericTypeOf } from './genericTypes.js';
import { limitSql, type LimitDialect } from './sqlLimit.js';
import type { TimeGrainExpressions } from './timeGrains.js';
import { applyTimeGrain, timeGrainInfos } from './timeGrains.js';
import type { EngineSpec } from './types.js';

export interface DialectPieces {
  engineName: string;
  quoteIdentifier: (name: string) => string;
  placeholder: (index: number) => string;
  typeMappings: readonly TypeMapping[];
  timeGrains: TimeGrainExpressions;
  limitDialect: LimitDialect;
}

export type DialectSpec = Pick<
  EngineSpec,
  | 'timeGrains'
  | 'quoteIdentifier'
  | 'qualifiedName'
  | 'placeholder'
  | 'genericType'
  | 'timeGrainExpression'
  | 'applyLimit'
>;

export function dialectSpec(pieces: DialectPieces): DialectSpec {
  const { engineName, quoteIdentifier: quote, typeMappings, timeGrains, limitDialect } = pieces;
  return {
    timeGrains: timeGrainInfos(timeGrains),
    quoteIdentifier: quote,
    qualifiedName: (schema, table) =>
      schema === null ? quote(table) : `${quote(schema)}.${quote(table)}`,
    placeholder: pieces.placeholder,
    genericType: (nativeType) => genericTypeOf(nativeType, typeMappings),
    timeGrainExpression: (columnSql, grain) =>
      applyTimeGrain(engineName, timeGrains, columnSql, grain),
    applyLimit: (sql, limit, offset) => limitSql(sql, limit, offset, limitDialect).sql,
  };
}
