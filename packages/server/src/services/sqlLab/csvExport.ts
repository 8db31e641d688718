/**
 * `GET /sqllab/export/<client_id>/`: a run's result as CSV, streamed. The stored result is
 * written chunk by chunk when it holds the whole result (not cut by the row limit
 * dropdown); otherwise the run's SELECT is run again on the engine and streamed, up to
 * SQL_MAX_ROW rows (no cap with ALLOW_FULL_CSV_EXPORT).
 */
import type { SqlLabResultColumn } from '@tessera/core';
import { escapeFormula } from '../../chartData/formats/csv.js';
import type { QueryRowJoined } from '../../meta/sqlLabRuns.js';
import type { Engine } from '../../engines/types.js';
import { jsonValue, resultColumns } from './presenters.js';
import { readWindow, type ResultsBackend } from './resultsBackend.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  const text =
    typeof value === 'string'
      ? escapeFormula(value)
      : typeof value === 'number'
        ? String(value)
        : escapeFormula(JSON.stringify(value));
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: unknown[]) => values.map(cell).join(',') + '\n';
const header = (columns: SqlLabResultColumn[]) => line(columns.map((c) => c.name));

/** Superset's `Query.name`: `sqllab_<tab>_<YYYYMMDDTHHMMSS>`. */
export function exportName(row: QueryRowJoined): string {
  const tab = (row.tab_name ?? 'notab').replace(/ /g, '_').toLowerCase().replace(/\W+/g, '');
  const ts = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '');
  return `sqllab_${tab || 'notab'}_${ts}`;
}

export async function* storedCsv(backend: ResultsBackend, key: string): AsyncGenerator<string> {
  const head = await backend.header(key);
  if (!head) return;
  yield header(head.columns);
  for (let offset = 0; offset < head.rowCount; offset += head.chunkRows) {
    const rows = await readWindow(backend, key, head, offset, head.chunkRows);
    yield rows.map(line).join('');
  }
}

export async function* rerunCsv(
  engine: Engine,
  sql: string,
  schema: string | null,
  limit: number | undefined,
  timeoutMs: number,
): AsyncGenerator<string> {
  let first = true;
  for await (const batch of engine.stream(sql, [], { schema, limit, timeoutMs, batchSize: 5000 })) {
    if (first) yield header(resultColumns(batch.columns));
    first = false;
    yield batch.rows.map((r) => line(r.map(jsonValue))).join('');
  }
}
