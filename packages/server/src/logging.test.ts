import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, readableLog } from './logging.js';

/** Logs one line through a logger made for `format` onto a stream, and answers what it wrote. */
function logged(format: 'auto' | 'json' | 'pretty', terminal: boolean): string {
  const out = Object.assign(new PassThrough(), { isTTY: terminal });
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const logger = createLogger({ logLevel: 'info', logFormat: format }, out);
  logger.info({ port: 8088 }, 'Tessera is serving');
  logger.flush();
  return Buffer.concat(chunks).toString('utf8');
}

describe('the server log', () => {
  it('is readable on a terminal and JSON elsewhere, unless told', () => {
    expect(readableLog('auto', true)).toBe(true);
    expect(readableLog('auto', false)).toBe(false);
    expect(readableLog('json', true)).toBe(false);
    expect(readableLog('pretty', false)).toBe(true);
  });

  it('writes one JSON object per line for a machine', () => {
    const line = JSON.parse(logged('auto', false).trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'Tessera is serving', port: 8088 });
  });

  it('writes a readable line on a terminal: time, level, message, fields', () => {
    const text = logged('pretty', false);
    expect(text.startsWith('{')).toBe(false);
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Tessera is serving\n\s+port: 8088/);
  });
});
