/**
 * The dashboard properties dialog's fields, in Superset's sections: Basic information,
 * Access (owners; roles under DASHBOARD_RBAC), Colors, Certification, and Advanced (the JSON
 * metadata, folded unless it needs attention).
 */
import { useState } from 'react';
import { Col, Collapse, Form, Input, Row, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { CATEGORICAL_SCHEMES } from '@tessera/charts';
import {
  useRelatedDashboardOwnersQuery,
  useRelatedDashboardRolesQuery,
} from '../../api/dashboardApi';
import { MultiSelect } from '../../components/MultiSelect';
import { useDebounced } from '../../components/useDebounced';
import { metadataError, withColorScheme, type PropertiesValues } from './dashboardProperties';

function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={5} style={{ margin: '8px 0 12px' }}>
      {title}
    </Typography.Title>
  );
}

type Lookup = typeof useRelatedDashboardOwnersQuery;

/** A multiple select over a `related/<col>` lookup, searched on the server. */
function RelatedSelect({
  useLookup,
  known,
  label,
  value,
  onChange,
}: {
  useLookup: Lookup;
  /** Options the lookup may not return (the current choice), by id. */
  known: Map<number, string>;
  label: string;
  value?: number[];
  onChange?(value: number[]): void;
}) {
  const [search, setSearch] = useState('');
  const found = useLookup(useDebounced(search, 300));
  const options = new Map(known);
  for (const o of found.data?.result ?? []) options.set(o.value, o.text);
  return (
    <MultiSelect<number>
      aria-label={label}
      value={value}
      onChange={onChange}
      loading={found.isFetching}
      showSearch={{ onSearch: setSearch, filterOption: false }}
      options={[...options].map(([id, text]) => ({ value: id, label: text }))}
    />
  );
}

/** The categorical schemes, each with its first colours. */
const SCHEME_OPTIONS = CATEGORICAL_SCHEMES.map((scheme) => ({
  value: scheme.id,
  title: scheme.label,
  label: (
    <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {scheme.label}
      <span
        aria-hidden
        style={{
          width: 96,
          height: 10,
          background: `linear-gradient(to right, ${scheme.colors
            .slice(0, 8)
            .map((c, i) => `${c} ${i * 12.5}% ${(i + 1) * 12.5}%`)
            .join(', ')})`,
        }}
      />
    </span>
  ),
}));

export function PropertiesFields({
  form,
  owners,
  roles,
  rbac,
  advancedOpen,
  onAdvancedOpen,
}: {
  form: FormInstance<PropertiesValues>;
  owners: Map<number, string>;
  roles: Map<number, string>;
  rbac: boolean;
  advancedOpen: boolean;
  onAdvancedOpen(open: boolean): void;
}) {
  const onSchemeChange = (scheme: string | undefined) => {
    const text = withColorScheme(form.getFieldValue('json_metadata') as string, scheme);
    if (text !== null) form.setFieldValue('json_metadata', text);
  };
  return (
    <>
      <Section title="Basic information" />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="dashboard_title" label="Title">
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="slug" label="URL slug" extra="A readable URL for your dashboard">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Section title="Access" />
      <Row gutter={16}>
        <Col span={rbac ? 12 : 24}>
          <Form.Item
            name="owners"
            label="Owners"
            extra="Owners is a list of users who can alter the dashboard. Searchable by name or username."
          >
            <RelatedSelect
              useLookup={useRelatedDashboardOwnersQuery}
              known={owners}
              label="Owners"
            />
          </Form.Item>
        </Col>
        {rbac && (
          <Col span={12}>
            <Form.Item
              name="roles"
              label="Roles"
              extra="Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply."
            >
              <RelatedSelect
                useLookup={useRelatedDashboardRolesQuery}
                known={roles}
                label="Roles"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Section title="Colors" />
      <Form.Item name="color_scheme" label="Color scheme">
        <Select<string>
          allowClear
          placeholder="Select scheme"
          showSearch={{ optionFilterProp: 'title' }}
          options={SCHEME_OPTIONS}
          onChange={onSchemeChange}
        />
      </Form.Item>
      <Section title="Certification" />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="certified_by"
            label="Certified by"
            extra="Person or group that has certified this dashboard."
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="certification_details"
            label="Certification details"
            extra="Any additional detail to show in the certification tooltip."
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Collapse
        activeKey={advancedOpen ? ['advanced'] : []}
        onChange={(keys) => onAdvancedOpen(keys.includes('advanced'))}
        items={[
          {
            key: 'advanced',
            label: 'Advanced',
            forceRender: true,
            children: (
              <Form.Item
                name="json_metadata"
                label="JSON metadata"
                extra="This JSON object is generated dynamically when clicking the save or overwrite button in the dashboard view. It is exposed here for reference and for power users who may want to alter specific parameters."
                rules={[
                  {
                    validator: (_rule, text: string) => {
                      const error = metadataError(text ?? '');
                      return error ? Promise.reject(new Error(error)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input.TextArea rows={12} spellCheck={false} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
            ),
          },
        ]}
      />
    </>
  );
}
