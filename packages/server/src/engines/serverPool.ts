/**
 * What the server engines (PostgreSQL, MySQL / MariaDB) do alike when they open a pool:
 * the URI's parts their error messages name, and a first connection taken and handed back
 * so that a wrong host, port or password fails `open` (the pool is ended then).
 */
import type { ParsedUri } from './uri.js';

/** `hostname`, `port`, `database` and `username` for the engine's error messages. */
export function connectionContext(
  config: { host?: string; port?: number },
  parsed: ParsedUri,
): Record<string, string> {
  return {
    hostname: String(config.host),
    port: String(config.port),
    database: parsed.database ?? '',
    username: parsed.username ?? '',
  };
}

/** Takes one connection and releases it; when that fails, ends the pool and rethrows. */
export async function checkFirstConnection(
  acquire: () => Promise<{ release(): void }>,
  endPool: () => Promise<unknown>,
): Promise<void> {
  try {
    (await acquire()).release();
  } catch (error) {
    await endPool().catch(() => undefined);
    throw error;
  }
}
