/**
 * The server's log: one JSON object per line (pino) where a machine reads it, readable lines
 * (pino-pretty: time, level, message, then the fields) on a terminal. `TESSERA_LOG_FORMAT`
 * chooses: `auto` (a terminal gets readable lines), `json` or `pretty`.
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { TesseraConfig } from './config.js';

export type LogFormat = 'auto' | 'json' | 'pretty';

/** Readable lines or JSON, for this setting and an output that is (or is not) a terminal. */
export function readableLog(format: LogFormat, terminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && terminal);
}

/** The logger the server and the CLI write with, onto `out` (standard output by default). */
export function createLogger(
  config: Pick<TesseraConfig, 'logLevel' | 'logFormat'>,
  out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Logger {
  const options = { level: config.logLevel };
  if (!readableLog(config.logFormat, out.isTTY === true)) return pino(options, out);
  return pino(
    options,
    pretty({
      destination: out,
      colorize: out.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}
