/**
 * Annotation layers and their annotations (Superset's `/api/v1/annotation_layer/`), with
 * the messages of Superset's marshmallow schemas, and the `annotation_data` a NATIVE
 * annotation layer gives a chart query.
 */
import { z } from 'zod';
import { boundedJsonText, boundedText, STORED_LIMITS } from './bounded.js';

const MISSING = 'Missing data for required field.';
const NULL = 'Field may not be null.';

/** marshmallow's messages for a required field that is absent, null or of the wrong type. */
const requiredField = (wrongType: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? MISSING : issue.input === null ? NULL : wrongType,
});

const DTTM =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,6})\d*)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An annotation date-time as Superset accepts it (`2024-01-31`, `2024-01-31 10:00`,
 * `2024-01-31T10:00:00.5`, with an optional `Z` or `+02:00` offset), in the stored form:
 * naive UTC `YYYY-MM-DDTHH:MM:SS` with `.ffffff` only when the fraction is not zero (as
 * Python's `isoformat`). Null when the text is not a valid date-time.
 */
export function parseAnnotationDateTime(text: string): string | null {
  const m = DTTM.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const micros = m[7] ? Number(m[7].padEnd(6, '0')) : 0;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  if (d.getUTCDate() !== day || d.getUTCMonth() !== month - 1) return null;
  const zone = m[8]?.toUpperCase();
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
    d.setTime(d.getTime() - sign * offset * 60_000);
  }
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date}T${time}${micros ? `.${pad(micros, 6)}` : ''}`;
}

/** Epoch milliseconds of a stored annotation date-time (naive UTC). */
export function annotationDateTimeToEpochMs(stored: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/.exec(stored);
  if (!m) throw new Error(`Not a stored annotation date-time: ${stored}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), 0);
  return d.getTime() + Math.floor(Number((m[7] ?? '0').padEnd(6, '0')) / 1000);
}

const annotationDateTime = z
  .string(requiredField('Not a valid datetime.'))
  .refine((v) => parseAnnotationDateTime(v) !== null, 'Not a valid datetime.');

/** Superset's `validate_json` (empty text passes), within the stored JSON limits. */
const jsonMetadata = boundedJsonText('JSON not valid', z.string('Not a valid string.')).nullish();
const longText = () => boundedText(STORED_LIMITS.textLength, z.string('Not a valid string.'));

const between = (min: number, max: number) => `Length must be between ${min} and ${max}.`;

/** `POST /api/v1/annotation_layer/` (Superset's `AnnotationLayerPostSchema`). */
export const AnnotationLayerCreate = z.object({
  name: z
    .string(requiredField('Not a valid string.'))
    .min(1, between(1, 250))
    .max(250, between(1, 250)),
  descr: longText().nullish(),
});
export type AnnotationLayerCreate = z.infer<typeof AnnotationLayerCreate>;

/** `PUT /api/v1/annotation_layer/<pk>`: any of the create fields. */
export const AnnotationLayerUpdate = AnnotationLayerCreate.partial();
export type AnnotationLayerUpdate = z.infer<typeof AnnotationLayerUpdate>;

/** `POST /api/v1/annotation_layer/<pk>/annotation/` (Superset's `AnnotationPostSchema`). */
export const AnnotationCreate = z.object({
  short_descr: z
    .string(requiredField('Not a valid string.'))
    .min(1, between(1, 500))
    .max(500, between(1, 500)),
  long_descr: longText().nullish(),
  start_dttm: annotationDateTime,
  end_dttm: annotationDateTime,
  json_metadata: jsonMetadata,
});
export type AnnotationCreate = z.infer<typeof AnnotationCreate>;

/** `PUT /api/v1/annotation_layer/<pk>/annotation/<annotation_id>`: any of the create fields. */
export const AnnotationUpdate = AnnotationCreate.partial();
export type AnnotationUpdate = z.infer<typeof AnnotationUpdate>;

/** A user as the annotation lists name them (`created_by.first_name`, ...). */
const UserNames = z.object({ first_name: z.string(), last_name: z.string() });
const UserRef = z.object({ id: z.number(), first_name: z.string() });

/** `GET /api/v1/annotation_layer/<pk>`: the layer's show columns. */
export const AnnotationLayerShow = z.object({
  id: z.number(),
  name: z.string(),
  descr: z.string().nullable(),
});
export type AnnotationLayerShow = z.infer<typeof AnnotationLayerShow>;

/** A row of `GET /api/v1/annotation_layer/`. */
export const AnnotationLayerListItem = AnnotationLayerShow.extend({
  created_by: UserNames.nullable(),
  changed_by: UserNames.nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationLayerListItem = z.infer<typeof AnnotationLayerListItem>;

/** `GET /api/v1/annotation_layer/<pk>/annotation/<annotation_id>`: the annotation's show columns. */
export const AnnotationShow = z.object({
  id: z.number(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string().nullable(),
  json_metadata: z.string().nullable(),
  layer: z.object({ id: z.number(), name: z.string() }),
});
export type AnnotationShow = z.infer<typeof AnnotationShow>;

/** A row of `GET /api/v1/annotation_layer/<pk>/annotation/`. */
export const AnnotationListItem = z.object({
  id: z.number(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string().nullable(),
  created_by: UserRef.nullable(),
  changed_by: UserRef.nullable(),
  changed_on_delta_humanized: z.string(),
});
export type AnnotationListItem = z.infer<typeof AnnotationListItem>;

/** One annotation of a NATIVE layer in a chart query's `annotation_data` (times in epoch ms). */
export const NativeAnnotationRecord = z.object({
  start_dttm: z.number(),
  end_dttm: z.number().nullable(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  json_metadata: z.string().nullable(),
});
export type NativeAnnotationRecord = z.infer<typeof NativeAnnotationRecord>;

export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

/** `annotation_data[<layer name>]` of a NATIVE layer: `{columns, records}` as Superset gives it. */
export const NativeAnnotationData = z.object({
  columns: z.array(z.string()),
  records: z.array(NativeAnnotationRecord),
});
export type NativeAnnotationData = z.infer<typeof NativeAnnotationData>;
