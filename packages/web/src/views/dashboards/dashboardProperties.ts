/**
 * What the dashboard properties dialog edits and saves, apart from its inputs: the form's
 * values from a dashboard, the JSON metadata as the Advanced editor shows it, the colour
 * scheme kept in that JSON, and the save body with the rules of Superset's PropertiesModal
 * (spec §5: an empty title is "[ untitled dashboard ]", an empty slug null, certification
 * details only with a certifier, owners and roles as ids, roles only under DASHBOARD_RBAC).
 */
import { CATEGORICAL_SCHEMES } from '@tessera/charts';
import type { DashboardShow, DashboardUpdate, UserRef } from '@tessera/core';
import { UNTITLED_DASHBOARD } from '../../api/dashboardsQuery';

/** The dashboard as the dialog opens with it (the page may pass its unsaved state). */
export type DashboardPropertiesSource = Pick<
  DashboardShow,
  | 'id'
  | 'dashboard_title'
  | 'slug'
  | 'owners'
  | 'roles'
  | 'certified_by'
  | 'certification_details'
  | 'json_metadata'
  | 'is_managed_externally'
>;

/** The form's values, named as the API names them (so the server's field errors land). */
export interface PropertiesValues {
  dashboard_title: string;
  slug: string;
  owners: number[];
  roles: number[];
  certified_by: string;
  certification_details: string;
  color_scheme?: string;
  json_metadata: string;
}

export const PROPERTIES_FIELDS: readonly (keyof PropertiesValues)[] = [
  'dashboard_title',
  'slug',
  'owners',
  'roles',
  'certified_by',
  'certification_details',
  'json_metadata',
];

export const INVALID_JSON = 'JSON metadata is invalid!';
export const INVALID_SCHEME = 'A valid color scheme is required';

/** Keys the page computes, kept out of the editor (as Superset's modal does). */
const COMPUTED_KEYS = [
  'positions',
  'shared_label_colors',
  'map_label_colors',
  'color_scheme_domain',
];

type Metadata = Record<string, unknown>;

const pretty = (metadata: Metadata) => JSON.stringify(metadata, null, 2);

/** The JSON metadata as an object; null unless the text is one JSON object. */
export function parseMetadata(text: string | null | undefined): Metadata | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Metadata)
      : null;
  } catch {
    return null;
  }
}

/** The stored JSON metadata as the editor shows it: pretty, without the computed keys. */
export function metadataText(stored: string | null): string {
  if (!stored?.trim()) return '{}';
  const metadata = parseMetadata(stored);
  if (!metadata) return stored;
  const shown = Object.fromEntries(
    Object.entries(metadata).filter(([key]) => !COMPUTED_KEYS.includes(key)),
  );
  return pretty(shown);
}

export function isKnownScheme(id: unknown): boolean {
  return (
    id === undefined || id === null || id === '' || CATEGORICAL_SCHEMES.some((s) => s.id === id)
  );
}

/** The editor's text with this colour scheme in it; null when the text is no JSON object. */
export function withColorScheme(text: string, scheme: string | undefined): string | null {
  const metadata = parseMetadata(text);
  if (!metadata) return null;
  return pretty({
    ...metadata,
    color_scheme: scheme ?? '',
    label_colors: metadata.label_colors ?? {},
  });
}

export function initialValues(d: DashboardPropertiesSource): PropertiesValues {
  const scheme = parseMetadata(d.json_metadata)?.color_scheme;
  return {
    dashboard_title: d.dashboard_title ?? '',
    slug: d.slug ?? '',
    owners: d.owners.map((o) => o.id),
    roles: d.roles.map((r) => r.id),
    certified_by: d.certified_by ?? '',
    certification_details: d.certification_details ?? '',
    color_scheme: typeof scheme === 'string' && scheme ? scheme : undefined,
    json_metadata: metadataText(d.json_metadata),
  };
}

/** Why the JSON metadata cannot be saved, or null. */
export function metadataError(text: string): string | null {
  const metadata = parseMetadata(text);
  if (!metadata) return INVALID_JSON;
  return isKnownScheme(metadata.color_scheme) ? null : INVALID_SCHEME;
}

/** What PUT /api/v1/dashboard/<id> is sent (or, applying only, what the page applies). */
export type PropertiesBody = Required<
  Pick<
    DashboardUpdate,
    | 'dashboard_title'
    | 'slug'
    | 'owners'
    | 'certified_by'
    | 'certification_details'
    | 'json_metadata'
  >
> &
  Pick<DashboardUpdate, 'roles'>;

/** The saved (or applied) properties, for whoever opened the dialog. */
export interface AppliedDashboardProperties {
  id: number;
  body: PropertiesBody;
  /** `json_metadata` parsed. */
  metadata: Metadata;
  /** The colour scheme: the JSON's, else the one chosen. */
  colorScheme: string | null;
  /** The chosen owners and roles with their names. */
  owners: UserRef[];
  roles: { id: number; name: string }[];
  /** From the server's answer (saved, not applied only). */
  lastModifiedTime?: number;
}

/** The save body of valid values (check `metadataError` first). */
export function propertiesBody(values: PropertiesValues, rbac: boolean): PropertiesBody {
  const metadata = parseMetadata(values.json_metadata) ?? {};
  const certifiedBy = values.certified_by.trim();
  const details = values.certification_details.trim();
  return {
    dashboard_title: values.dashboard_title.trim() || UNTITLED_DASHBOARD,
    slug: values.slug.trim() || null,
    owners: values.owners,
    ...(rbac ? { roles: values.roles } : {}),
    certified_by: certifiedBy || null,
    certification_details: certifiedBy && details ? details : null,
    json_metadata: pretty(metadata),
  };
}

/** The colour scheme saved: the JSON's takes precedence over the select's (as Superset). */
export function savedColorScheme(values: PropertiesValues): string | null {
  const fromJson = parseMetadata(values.json_metadata)?.color_scheme;
  return (typeof fromJson === 'string' && fromJson) || values.color_scheme || null;
}

/** A person of a `related/owners` option ("First Last") when no fuller record is known. */
export function personOf(id: number, text: string, known: UserRef[]): UserRef {
  const found = known.find((o) => o.id === id);
  if (found) return found;
  const [first = '', ...rest] = text.trim().split(/\s+/);
  return { id, first_name: first, last_name: rest.join(' ') };
}
