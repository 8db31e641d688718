import { describe, expect, it } from 'vitest';
import {
  INVALID_JSON,
  INVALID_SCHEME,
  initialValues,
  metadataError,
  metadataText,
  personOf,
  propertiesBody,
  savedColorScheme,
  withColorScheme,
  type DashboardPropertiesSource,
} from './dashboardProperties';

const SOURCE: DashboardPropertiesSource = {
  id: 4,
  dashboard_title: 'Sales',
  slug: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [{ id: 2, name: 'Gamma' }],
  certified_by: null,
  certification_details: 'stale details',
  json_metadata: JSON.stringify({
    color_scheme: 'bnbColors',
    refresh_frequency: 0,
    positions: { a: 1 },
    shared_label_colors: { boys: '#fff' },
    color_scheme_domain: ['#000'],
  }),
  is_managed_externally: false,
};

describe('the properties form', () => {
  it('opens with the dashboard’s values, the scheme read from its metadata', () => {
    const values = initialValues(SOURCE);
    expect(values).toMatchObject({
      dashboard_title: 'Sales',
      slug: '',
      owners: [1],
      roles: [2],
      certified_by: '',
      color_scheme: 'bnbColors',
    });
    // The keys the page computes stay out of the editor.
    expect(JSON.parse(values.json_metadata)).toEqual({
      color_scheme: 'bnbColors',
      refresh_frequency: 0,
    });
  });

  it('shows no metadata as an empty object, and metadata that is no JSON as it is', () => {
    expect(metadataText(null)).toBe('{}');
    expect(metadataText('not json')).toBe('not json');
  });
});

describe('the JSON metadata', () => {
  it('must be one JSON object, with a known colour scheme', () => {
    expect(metadataError('{"color_scheme": "supersetColors"}')).toBeNull();
    expect(metadataError('{}')).toBeNull();
    expect(metadataError('')).toBe(INVALID_JSON);
    expect(metadataError('[1]')).toBe(INVALID_JSON);
    expect(metadataError('{"a":')).toBe(INVALID_JSON);
    expect(metadataError('{"color_scheme": "rainbow"}')).toBe(INVALID_SCHEME);
  });

  it('takes the chosen colour scheme (with label colours), unless it is no JSON', () => {
    expect(JSON.parse(withColorScheme('{"a": 1}', 'bnbColors')!)).toEqual({
      a: 1,
      color_scheme: 'bnbColors',
      label_colors: {},
    });
    expect(withColorScheme('{oops', 'bnbColors')).toBeNull();
  });
});

describe('the save body (spec §5)', () => {
  const values = {
    ...initialValues(SOURCE),
    dashboard_title: '  ',
    slug: ' ',
    certified_by: '',
    certification_details: 'kept only with a certifier',
  };

  it('names an empty title "[ untitled dashboard ]", sends an empty slug as null', () => {
    const body = propertiesBody(values, false);
    expect(body).toMatchObject({ dashboard_title: '[ untitled dashboard ]', slug: null });
  });

  it('keeps certification details only when someone certified the dashboard', () => {
    expect(propertiesBody(values, false)).toMatchObject({
      certified_by: null,
      certification_details: null,
    });
    expect(propertiesBody({ ...values, certified_by: 'Data team' }, false)).toMatchObject({
      certified_by: 'Data team',
      certification_details: 'kept only with a certifier',
    });
  });

  it('sends owners as ids, and roles only under DASHBOARD_RBAC', () => {
    expect(propertiesBody(values, false).owners).toEqual([1]);
    expect(propertiesBody(values, false)).not.toHaveProperty('roles');
    expect(propertiesBody(values, true).roles).toEqual([2]);
  });

  it('prefers the JSON’s colour scheme to the select’s', () => {
    expect(savedColorScheme({ ...values, color_scheme: 'supersetColors' })).toBe('bnbColors');
    expect(savedColorScheme({ ...values, json_metadata: '{}', color_scheme: undefined })).toBe(
      null,
    );
  });
});

describe('personOf', () => {
  it('keeps a known owner, and splits a related option’s name otherwise', () => {
    expect(personOf(1, 'whatever', SOURCE.owners)).toBe(SOURCE.owners[0]);
    expect(personOf(9, 'Grace Brewster Hopper', [])).toEqual({
      id: 9,
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
  });
});
