import { z } from 'zod';

/** SIP-40 error levels. */
export const ErrorLevel = z.enum(['info', 'warning', 'error']);

/** Error types Superset's clients know (superset-api.md §1.3); others may be added. */
export const ERROR_TYPES = [
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'SYNTAX_ERROR',
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'TABLE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'MISSING_OWNERSHIP_ERROR',
  'BACKEND_TIMEOUT_ERROR',
  'SQLLAB_TIMEOUT_ERROR',
  'MISSING_TEMPLATE_PARAMS_ERROR',
  'INVALID_TEMPLATE_PARAMS_ERROR',
  'RESULTS_BACKEND_NOT_CONFIGURED_ERROR',
  'DML_NOT_ALLOWED_ERROR',
  'INVALID_SQL_ERROR',
  'GENERIC_COMMAND_ERROR',
  'GENERIC_BACKEND_ERROR',
  'INVALID_PAYLOAD_FORMAT_ERROR',
  'INVALID_PAYLOAD_SCHEMA_ERROR',
  'VIZ_GET_DF_ERROR',
  'FAILED_FETCHING_DATASOURCE_INFO_ERROR',
  'RESULTS_BACKEND_ERROR',
  'DATABASE_NOT_FOUND_ERROR',
  'INVALID_CTAS_QUERY_ERROR',
  'INVALID_CVAS_QUERY_ERROR',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const SupersetError = z.object({
  message: z.string(),
  error_type: z.string(),
  level: ErrorLevel,
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SupersetError = z.infer<typeof SupersetError>;

/** The three error shapes clients must accept (superset-api.md §1.3). */
export const MessageErrorResponse = z.object({
  message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
});
export const ErrorsResponse = z.object({ errors: z.array(SupersetError) });
export const LegacyErrorResponse = z.object({ error: z.string() });

export const ErrorResponse = z.union([MessageErrorResponse, ErrorsResponse, LegacyErrorResponse]);
export type ErrorResponse = z.infer<typeof ErrorResponse>;
