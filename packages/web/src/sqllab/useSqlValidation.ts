/**
 * Validates the tab's SQL as it is edited (after a pause) when the database has a validator;
 * errors come back with line and column and show as lint marks. A database without a
 * validator (4xx) is not asked again.
 */
import { useEffect, useRef, useState } from 'react';
import { useValidateSqlMutation } from '../api/sqlLabApi';
import { toApiErrorInfo } from '../api/apiError';
import type { SqlValidationAnnotation } from '@tessera/core';
import type { QueryEditor } from './types';

const PAUSE_MS = 700;

export function useSqlValidation(qe: QueryEditor): SqlValidationAnnotation[] {
  const [validate] = useValidateSqlMutation();
  const [errors, setErrors] = useState<SqlValidationAnnotation[]>([]);
  const unsupported = useRef(new Set<number>());
  useEffect(() => {
    const dbId = qe.dbId;
    if (dbId === null || unsupported.current.has(dbId) || !qe.sql.trim()) {
      setErrors([]);
      return;
    }
    const timer = window.setTimeout(() => {
      validate({ dbId, sql: qe.sql, schema: qe.schema, template_params: qe.templateParams })
        .unwrap()
        .then(
          (answer) => setErrors(answer.result ?? []),
          (e: unknown) => {
            const status = toApiErrorInfo(e).status;
            if (status >= 400 && status < 500) unsupported.current.add(dbId);
            setErrors([]);
          },
        );
    }, PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [qe.dbId, qe.sql, qe.schema, qe.templateParams, validate]);
  return errors;
}
