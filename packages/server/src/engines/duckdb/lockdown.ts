/**
 * DuckDB opened for users' SQL can touch nothing on the host: no file system, no
 * extensions, no settings changed by SQL (`lock_configuration`). A database's owner may
 * turn file access on (`allow_file_access`); the server's own scratch databases (reading an
 * upload) reach only the folders they are given, through `allowed_directories`.
 */
import { BadRequestError } from '../../errors.js';

/** The settings of every DuckDB Tessera opens for users' SQL (and of the SQL parser's). */
export const LOCKED_DOWN = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
  lock_configuration: 'true',
} as const;

/** DuckDB settings a URI may carry (`duckdb:///file.duckdb?threads=4`); any other is refused. */
const URI_SETTINGS = new Set([
  'access_mode',
  'threads',
  'memory_limit',
  'max_memory',
  'default_order',
  'default_null_order',
  'preserve_insertion_order',
  'timezone',
  'calendar',
]);

/**
 * The configuration of a DuckDB opened for users' SQL: the URI's own settings (those of
 * URI_SETTINGS), then locked down: no file system, no extensions, no further SET.
 */
export function lockedConfig(query: Record<string, string>, fileAccess = false) {
  for (const key of Object.keys(query)) {
    if (!URI_SETTINGS.has(key.toLowerCase()))
      throw new BadRequestError(
        `The DuckDB setting "${key}" cannot be given in the URI: allowed are ${[...URI_SETTINGS].join(', ')}`,
      );
  }
  return { ...query, ...LOCKED_DOWN, enable_external_access: fileAccess ? 'true' : 'false' };
}

/** Quoted for a DuckDB string literal. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The statements that lock a fresh scratch database down to `directories` (each ending in
 * `/`): set one after the other on its first connection, the last one locks them in.
 */
export function scratchLockdown(directories: string[]): string[] {
  return [
    `SET allowed_directories = [${directories.map(literal).join(', ')}]`,
    'SET enable_external_access = false',
    'SET autoinstall_known_extensions = false',
    'SET autoload_known_extensions = false',
    'SET lock_configuration = true',
  ];
}
