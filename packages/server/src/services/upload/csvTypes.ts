/**
 * Column types of a CSV file, chosen as pandas chooses them from every row read: a column
 * is BOOLEAN when all its values are `true`/`false`, BIGINT when all are integers, DOUBLE
 * when all are numbers, otherwise text (and TIMESTAMP for the Excel reader's date cells);
 * `column_dates` get the one date format (ISO first, then month- or day-first forms) that
 * reads all their values.
 *
 * A sample of the first rows decides. When the sample is not the whole file the choice is
 * optimistic: the expressions then fail on a later value that does not fit (a cast error
 * or `TYPE_MISMATCH`, see `isTypeMismatch`), and the caller asks again with `confirm`,
 * which checks the sample's candidates against every row before choosing. So a large file is read once for its types only when
 * its first rows mislead.
 */
import type { Engine } from '../../engines/types.js';
import { UploadFailedError, readError } from './errors.js';
import { sqlString } from './sourcePlan.js';

export type ColumnKind = 'BOOLEAN' | 'BIGINT' | 'DOUBLE' | 'TIMESTAMP' | 'VARCHAR';

export interface TypedColumn {
  kind: ColumnKind;
  /** The DuckDB expression reading the column (from its text column `id`). */
  expr: string;
}

export interface InferOptions {
  decimal: '.' | ',';
  skipInitialSpace: boolean;
  dayFirst: boolean;
  /** Whether `YYYY-MM-DD HH:MM:SS` text makes a TIMESTAMP column (Excel date cells). */
  timestamps: boolean;
}

export interface Inferred {
  columns: Map<string, TypedColumn>;
  /** Whether the types rest on a sample (a later value may not fit: TYPE_MISMATCH). */
  optimistic: boolean;
}

/** The text of the error an expression raises for a value that does not fit. */
export const TYPE_MISMATCH = 'tessera: a value does not fit the inferred column type';

/**
 * Whether a DuckDB error comes from a value not fitting an inferred type (as opposed to
 * the reader's own errors, which name the line).
 */
export function isTypeMismatch(message: string): boolean {
  return (
    !message.includes('CSV Error on Line') &&
    (message.includes(TYPE_MISMATCH) || /Conversion Error|Could not parse string/.test(message))
  );
}

/** Rows the types are chosen from. */
const SAMPLE_ROWS = 20_000;
/** Rows the date formats other than ISO are tried on (failing parses are slow). */
const FORMAT_SAMPLE_ROWS = 1_000;
/** Up to 18 digits always fits a BIGINT. */
const INTEGER = String.raw`\s*[+-]?\d{1,18}\s*`;
const EXCEL_TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?`;
const MONTH_FIRST = ['%m/%d/%Y', '%m-%d-%Y', '%m.%d.%Y'];
const DAY_FIRST = ['%d/%m/%Y', '%d-%m-%Y', '%d.%m.%Y'];
const OTHER_DATES = ['%Y/%m/%d', '%Y%m%d', '%d %b %Y', '%b %d %Y', '%d %B %Y', '%B %d %Y'];
const TIMES = ['', ' %H:%M', ' %H:%M:%S', ' %H:%M:%S.%f', ' %I:%M %p', ' %I:%M:%S %p'];
const KINDS: ColumnKind[] = ['BOOLEAN', 'BIGINT', 'DOUBLE', 'TIMESTAMP'];
const FAIL = `error(${sqlString(TYPE_MISMATCH)})`;

function float(decimal: '.' | ','): string {
  const d = decimal === '.' ? String.raw`\.` : ',';
  const number = String.raw`(\d+(` + d + String.raw`\d*)?|` + d + String.raw`\d+)([eE][+-]?\d+)?`;
  return String.raw`\s*[+-]?(` + number + String.raw`|(?i:inf|infinity|nan))\s*`;
}

/** Date formats tried after ISO, in pandas' order for `day_first`. */
function dateFormats(dayFirst: boolean): string[] {
  const dates = [...(dayFirst ? DAY_FIRST : MONTH_FIRST), ...(dayFirst ? MONTH_FIRST : DAY_FIRST)];
  return [...dates, ...OTHER_DATES].flatMap((d) => TIMES.map((t) => d + t));
}

/**
 * Readers of a date column, ISO first: `test` gives the timestamp or NULL (for probing),
 * `expr` gives it or fails.
 */
function dateReaders(id: string, dayFirst: boolean): { test: string; expr: string }[] {
  const v = `trim(${id})`;
  return [
    { test: `TRY_CAST(${v} AS TIMESTAMP)`, expr: `CAST(${v} AS TIMESTAMP)` },
    ...dateFormats(dayFirst).map((f) => ({
      test: `try_strptime(${v}, ${sqlString(f)})`,
      expr: `strptime(${v}, ${sqlString(f)})`,
    })),
  ];
}

/** Every value read with the first format that reads it. */
function anyDate(id: string, dayFirst: boolean): string {
  const v = `trim(${id})`;
  return `COALESCE(TRY_CAST(${v} AS TIMESTAMP), try_strptime(${v}, [${dateFormats(dayFirst).map(sqlString).join(', ')}]))`;
}

export class CsvTypeInference {
  constructor(
    private readonly duck: Engine,
    /** The file's rows as text columns `c0`, `c1`, ... (already limited to `rows_to_read`). */
    private readonly from: string,
    private readonly options: InferOptions,
    private readonly columnName: (id: string) => string,
  ) {}

  private text(id: string): string {
    return this.options.skipInitialSpace ? `ltrim(${id}, ' ')` : id;
  }

  private test(kind: ColumnKind, id: string): string {
    switch (kind) {
      case 'BOOLEAN':
        return `lower(${this.text(id)}) IN ('true', 'false')`;
      case 'BIGINT':
        return `regexp_full_match(${id}, '${INTEGER}')`;
      case 'DOUBLE':
        return `regexp_full_match(${id}, ${sqlString(float(this.options.decimal))})`;
      case 'TIMESTAMP':
        return `regexp_full_match(${id}, '${EXCEL_TIMESTAMP}')`;
      default:
        return 'true';
    }
  }

  /**
   * How a column of `kind` is read. A value that does not fit fails the cast (DOUBLE,
   * TIMESTAMP) or TYPE_MISMATCH (BOOLEAN; BIGINT when `guarded`, a cast rounding decimals).
   */
  private expression(kind: ColumnKind, id: string, guarded: boolean): string {
    const number = this.options.decimal === ',' ? `replace(${id}, ',', '.')` : id;
    switch (kind) {
      case 'BOOLEAN':
        return `CASE WHEN ${id} IS NULL THEN NULL WHEN lower(${this.text(id)}) = 'true' THEN true WHEN lower(${this.text(id)}) = 'false' THEN false ELSE ${FAIL} END`;
      case 'BIGINT':
        return guarded
          ? `CASE WHEN ${id} IS NULL THEN NULL WHEN ${this.test(kind, id)} THEN CAST(${id} AS BIGINT) ELSE ${FAIL} END`
          : `CAST(${id} AS BIGINT)`;
      case 'DOUBLE':
        return `CAST(${number} AS DOUBLE)`;
      case 'TIMESTAMP':
        return `CAST(${id} AS TIMESTAMP)`;
      default:
        return this.text(id);
    }
  }

  /** One row of aggregates over the rows (or their first `limit`). */
  private async probe(probes: string[], limit: number | null): Promise<unknown[]> {
    if (!probes.length) return [];
    const from = limit === null ? this.from : `(SELECT * FROM ${this.from} LIMIT ${limit})`;
    try {
      const result = await this.duck.execute(`SELECT ${probes.join(', ')} FROM ${from} AS src`);
      return result.rows[0] ?? [];
    } catch (error) {
      throw readError(error, this.columnName);
    }
  }

  /**
   * Types of the plain columns `ids` and readers of the date columns `dateIds`; with
   * `confirm`, every row is checked (never optimistic).
   */
  async infer(ids: string[], dateIds: string[], confirm: boolean): Promise<Inferred> {
    const kinds = KINDS.filter((k) => k !== 'TIMESTAMP' || this.options.timestamps);
    const holds = (id: string, test: string) => `bool_and(${id} IS NULL OR ${test})`;
    const readers = new Map(dateIds.map((id) => [id, dateReaders(id, this.options.dayFirst)]));

    // The sample: which kinds remain possible, and whether dates are ISO.
    const probes = ['count(*)'];
    for (const id of ids)
      probes.push(`count(${id})`, ...kinds.map((k) => holds(id, this.test(k, id))));
    for (const id of dateIds) probes.push(holds(id, `${readers.get(id)![0].test} IS NOT NULL`));
    const sample = await this.probe(probes, SAMPLE_ROWS);
    const rows = Number(sample[0]);
    let at = 1;
    const candidates = new Map<string, ColumnKind[]>();
    for (const id of ids) {
      const seen = Number(sample[at++]);
      const ok = kinds.filter(() => sample[at++] === true);
      // Without values a column is text if that was all of it, and could be anything if not.
      candidates.set(id, seen > 0 ? ok : rows < SAMPLE_ROWS ? [] : kinds);
    }
    const dateCandidates = new Map<string, number[]>();
    const notIso = dateIds.filter((id) => {
      const iso = sample[at++] === true;
      if (iso) dateCandidates.set(id, [0]);
      return !iso;
    });
    if (notIso.length) {
      const formats = (id: string) => readers.get(id)!.slice(1);
      const row = await this.probe(
        notIso.flatMap((id) => formats(id).map((r) => holds(id, `${r.test} IS NOT NULL`))),
        FORMAT_SAMPLE_ROWS,
      );
      let k = 0;
      for (const id of notIso) {
        const ok = formats(id).flatMap((_, i) => (row[k++] === true ? [i + 1] : []));
        dateCandidates.set(id, ok.slice(0, 3));
      }
    }
    const whole = rows < (notIso.length ? FORMAT_SAMPLE_ROWS : SAMPLE_ROWS);

    // Every row, when asked to confirm.
    const chosen = new Map<string, ColumnKind>();
    const chosenDates = new Map<string, number | null>();
    if (whole || !confirm) {
      for (const id of ids) chosen.set(id, candidates.get(id)![0] ?? 'VARCHAR');
      for (const id of dateIds) chosenDates.set(id, dateCandidates.get(id)![0] ?? null);
    } else {
      const full: string[] = [];
      const apply: ((row: unknown[]) => void)[] = [];
      for (const id of ids) {
        const list = candidates.get(id)!;
        const start = full.length;
        if (list.length) full.push(`count(${id})`, ...list.map((k) => holds(id, this.test(k, id))));
        apply.push((r) => {
          const seen = list.length > 0 && Number(r[start]) > 0;
          chosen.set(id, (seen && list.find((_, k) => r[start + 1 + k] === true)) || 'VARCHAR');
        });
      }
      for (const id of dateIds) {
        const list = dateCandidates.get(id)!;
        const start = full.length;
        full.push(...list.map((r) => holds(id, `${readers.get(id)![r].test} IS NOT NULL`)));
        apply.push((r) => chosenDates.set(id, list.find((_, k) => r[start + k] === true) ?? null));
      }
      const row = await this.probe(full, null);
      for (const a of apply) a(row);
    }

    const optimistic = !whole && !confirm;
    const columns = new Map<string, TypedColumn>();
    for (const id of ids) {
      const kind = chosen.get(id)!;
      columns.set(id, { kind, expr: this.expression(kind, id, optimistic) });
    }
    for (const id of dateIds) {
      const format = chosenDates.get(id) ?? null;
      if (format === null) await this.checkDates(id, anyDate(id, this.options.dayFirst));
      const expr =
        format === null ? anyDate(id, this.options.dayFirst) : readers.get(id)![format].expr;
      columns.set(id, { kind: 'TIMESTAMP', expr });
    }
    return { columns, optimistic };
  }

  /** Fails naming a value of the date column that no format reads. */
  private async checkDates(id: string, read: string): Promise<void> {
    const [bad] = await this.probe(
      [`first(${id}) FILTER (WHERE ${id} IS NOT NULL AND ${read} IS NULL)`],
      null,
    );
    if (bad === null || bad === undefined) return;
    throw new UploadFailedError(
      `Parsing error: Cannot parse column "${this.columnName(id)}" as dates: "${String(bad).slice(0, 80)}" is not a date`,
    );
  }
}
