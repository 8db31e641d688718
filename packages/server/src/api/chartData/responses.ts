/**
 * Chart data answers by `result_format` (Superset's `_send_chart_response`): JSON
 * `{result: [...]}`; CSV or XLSX streamed as a download (they need `can_csv` on
 * `Superset`), one file per query, several queries as a ZIP of `query_N.<ext>`.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { BadRequestError, ForbiddenError } from '../../errors.js';
import { csvPieces } from '../../chartData/formats/csv.js';
import { exportTableOf } from '../../chartData/formats/exportTable.js';
import { xlsxStream } from '../../chartData/formats/xlsx.js';
import { zipStream, type ZipEntry } from '../../chartData/formats/zip.js';
import { can, type Principal } from '../../security/principal.js';
import type { ChartDataOutcome } from '../../chartData/chartDataService.js';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Superset's download name: the local time `YYYYMMDD_HHMMSS`. */
function timestampName(now = new Date()): string {
  return (
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  );
}

/** `attachment; filename=...` with an RFC 5987 form for names beyond ASCII. */
export function contentDisposition(base: string | null, extension: string): string {
  let name = (base ?? timestampName()).replace(/[\r\n"\\/]/g, '_');
  if (!name.toLowerCase().endsWith(`.${extension}`)) name += `.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function* bytes(pieces: Iterable<string> | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield typeof piece === 'string' ? Buffer.from(piece) : piece;
}

/** When the request arrived (epoch ms): Fastify counts the reply's time from then. */
export const arrivedAt = (reply: FastifyReply) => Date.now() - reply.elapsedTime;

/** The answer in the context's `result_format`. */
export function sendOutcome(
  reply: FastifyReply,
  principal: Principal,
  outcome: ChartDataOutcome,
  filename: string | null = null,
) {
  if (outcome.context.result_format === 'json') return sendJson(reply, outcome);
  return sendFile(reply, principal, outcome, filename);
}

export function sendJson(reply: FastifyReply, outcome: ChartDataOutcome, status = 200) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(`{"result":[${outcome.queries.map((q) => q.text()).join(',')}]}`);
}

/** The file answer of a CSV or XLSX request. */
export function sendFile(
  reply: FastifyReply,
  principal: Principal,
  outcome: ChartDataOutcome,
  filename: string | null,
) {
  const format = outcome.context.result_format;
  if (format !== 'csv' && format !== 'xlsx')
    throw new BadRequestError(`Unsupported result_format: ${format}`);
  if (!can(principal, 'can_csv', 'Superset')) throw new ForbiddenError();
  if (outcome.queries.length === 0) throw new BadRequestError('Empty query result');
  const tables = outcome.queries.map((q) => {
    if (!q.rows)
      throw new BadRequestError(
        `Result type ${outcome.context.result_type} cannot be exported as ${format}`,
      );
    return exportTableOf(q.rows, outcome.verboseMap);
  });
  if (tables.length === 1) {
    const stream = format === 'csv' ? bytes(csvPieces(tables[0])) : xlsxStream(tables[0]);
    return reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', contentDisposition(filename, format))
      .send(Readable.from(stream));
  }
  const entries: ZipEntry[] = tables.map((table, i) =>
    format === 'csv'
      ? { name: `query_${i + 1}.csv`, content: csvPieces(table) }
      : { name: `query_${i + 1}.xlsx`, content: xlsxStream(table) },
  );
  return reply
    .type(CONTENT_TYPES.zip)
    .header('content-disposition', contentDisposition(filename, 'zip'))
    .send(zipStream(entries));
}
