/**
 * The Settings tab: Basic (description, default URL, autocomplete filters, extra JSON with its
 * certification, warning and ad-hoc metrics switch, owners) and Advanced (cache timeout,
 * hours offset, template parameters, column normalisation, main datetime filtering).
 */
import { useState } from 'react';
import { Card, Checkbox, Col, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useRelatedOwnersQuery } from '../../api/datasetApi';
import { useDebounced } from '../../components/useDebounced';
import type { DatasetDraft, DraftOwner } from '../datasetDraft';
import { readExtra, writeExtra, type DatasetExtraFields } from '../datasetExtra';
import { CertificationFields } from './CertificationFields';
import { Field } from './Field';

const EXTRA_HELP =
  'Extra data to specify table metadata. Currently supports metadata of the format: ' +
  '`{ "certification": { "certified_by": "Data Platform Team", "details": "This table is the ' +
  'source of truth." }, "warning_markdown": "This is a warning." }`.';

function OwnersSelect({
  value,
  onChange,
}: {
  value: DraftOwner[];
  onChange(v: DraftOwner[]): void;
}) {
  const [search, setSearch] = useState('');
  const filter = useDebounced(search, 300);
  const owners = useRelatedOwnersQuery(filter);
  const options = (owners.data?.result ?? [])
    .filter((o) => o.extra.active !== false)
    .map((o) => ({ value: o.value, label: o.text }));
  return (
    <Select<DraftOwner[]>
      mode="multiple"
      labelInValue
      aria-label="Select owners"
      placeholder="Select owners"
      style={{ width: '100%' }}
      value={value}
      options={options}
      showSearch={{ onSearch: setSearch, filterOption: false }}
      loading={owners.isFetching}
      onChange={(v) => onChange(v.map((o) => ({ value: o.value, label: String(o.label) })))}
      allowClear
    />
  );
}

/** Basic: description, default URL, autocomplete, certification, warning, extra, owners. */
function BasicSettings({
  draft,
  onChange,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
}) {
  const set = <K extends keyof DatasetDraft>(key: K, value: DatasetDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const extra = readExtra(draft.extra);
  const setExtra = (change: Partial<DatasetExtraFields>) =>
    set('extra', writeExtra(draft.extra, change));
  return (
    <Card size="small" title="Basic">
      <Field label="Description">
        <Input.TextArea
          value={draft.description}
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field
        label="Default URL"
        help="Default URL to redirect to when accessing from the dataset list page. Accepts relative URLs such as /superset/dashboard/{id}/"
      >
        <Input
          value={draft.default_endpoint}
          onChange={(e) => set('default_endpoint', e.target.value)}
        />
      </Field>
      <Field label="Autocomplete filters" help="Whether to populate autocomplete filters options">
        <Checkbox
          checked={draft.filter_select_enabled}
          onChange={(e) => set('filter_select_enabled', e.target.checked)}
        >
          Autocomplete filters
        </Checkbox>
      </Field>
      <Field
        label="Autocomplete query predicate"
        help='When using "Autocomplete filters", this can be used to improve performance of the query fetching the values. Use this option to apply a predicate (WHERE clause) to the query selecting the distinct values from the table.'
      >
        <Input.TextArea
          value={draft.fetch_values_predicate}
          autoSize={{ minRows: 2, maxRows: 6 }}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => set('fetch_values_predicate', e.target.value)}
        />
      </Field>
      <CertificationFields
        certifiedByHelp="Person or group that has certified this dataset"
        certifiedBy={extra?.certifiedBy ?? ''}
        details={extra?.certificationDetails ?? ''}
        disabled={!extra}
        onCertifiedByChange={(certifiedBy) => setExtra({ certifiedBy })}
        onDetailsChange={(certificationDetails) => setExtra({ certificationDetails })}
      />
      <Field label="Warning" help="Optional warning about use of this dataset (markdown)">
        <Input.TextArea
          value={extra?.warningMarkdown ?? ''}
          disabled={!extra}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setExtra({ warningMarkdown: e.target.value })}
        />
      </Field>
      <Field label="Ad-hoc metrics">
        <Checkbox
          checked={extra?.disallowAdhocMetrics ?? false}
          disabled={!extra}
          onChange={(e) => setExtra({ disallowAdhocMetrics: e.target.checked })}
        >
          Disallow ad-hoc metrics on this dataset
        </Checkbox>
      </Field>
      <Field label="Extra" help={EXTRA_HELP}>
        <Input.TextArea
          value={draft.extra}
          autoSize={{ minRows: 3, maxRows: 12 }}
          style={{ fontFamily: 'monospace' }}
          status={extra ? undefined : 'error'}
          onChange={(e) => set('extra', e.target.value)}
        />
      </Field>
      <Field label="Owners">
        <OwnersSelect value={draft.owners} onChange={(v) => set('owners', v)} />
      </Field>
    </Card>
  );
}

/** Advanced: cache timeout, hours offset, template parameters, column names, main datetime. */
function AdvancedSettings({
  draft,
  onChange,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
}) {
  const set = <K extends keyof DatasetDraft>(key: K, value: DatasetDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <Card size="small" title="Advanced">
      <Field
        label="Cache timeout"
        help="The duration of time in seconds before the cache is invalidated. Set to -1 to bypass the cache."
      >
        <InputNumber
          value={draft.cache_timeout}
          min={-1}
          precision={0}
          style={{ width: 200 }}
          onChange={(v) => set('cache_timeout', typeof v === 'number' ? v : null)}
        />
      </Field>
      <Field
        label="Hours offset"
        help="The number of hours, negative or positive, to shift the time column. This can be used to move UTC time to local time."
      >
        <InputNumber
          value={draft.offset}
          precision={0}
          style={{ width: 200 }}
          onChange={(v) => set('offset', typeof v === 'number' ? v : 0)}
        />
      </Field>
      <Field
        label="Template parameters"
        help="A set of parameters that become available in the query using Jinja templating syntax"
      >
        <Input
          value={draft.template_params}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => set('template_params', e.target.value)}
        />
      </Field>
      <Field
        label="Normalize column names"
        help="Allow column names to be changed to case insensitive format, if supported (e.g. Oracle, Snowflake)."
      >
        <Checkbox
          checked={draft.normalize_columns}
          onChange={(e) => set('normalize_columns', e.target.checked)}
        >
          Normalize column names
        </Checkbox>
      </Field>
      <Field
        label="Always filter main datetime column"
        help="When the secondary temporal columns are filtered, apply the same filter to the main datetime column."
      >
        <Checkbox
          checked={draft.always_filter_main_dttm}
          onChange={(e) => set('always_filter_main_dttm', e.target.checked)}
        >
          Always filter main datetime column
        </Checkbox>
      </Field>
      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
        Changes apply to every chart built on this dataset once saved.
      </Typography.Paragraph>
    </Card>
  );
}

export function SettingsTab({
  draft,
  onChange,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
}) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <BasicSettings draft={draft} onChange={onChange} />
      </Col>
      <Col xs={24} md={12}>
        <AdvancedSettings draft={draft} onChange={onChange} />
      </Col>
    </Row>
  );
}
