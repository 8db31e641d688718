/**
 * The Metrics tab: the saved metrics (key, label, SQL expression), each row expanding into
 * its expression, description, D3 format, currency, certification and warning.
 */
import { AutoComplete, Flex, Input, Select, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { newMetric, type DatasetDraft, type DraftMetric } from '../datasetDraft';
import { CertificationFields } from './CertificationFields';
import { CollectionTable } from './CollectionTable';
import { Field, HeaderWithTip } from './Field';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CHF', 'CAD', 'AUD', 'BRL', 'SEK'];

const METRIC_KEY_TIP =
  'This field is used as a unique identifier to attach the metric to charts. It is also used ' +
  'as the alias in the SQL query.';

/** The columns of the metrics' table: key (with its notes), label and SQL expression. */
function metricTableColumns(
  update: (key: string, patch: Partial<DraftMetric>) => void,
): TableColumnsType<DraftMetric> {
  return [
    {
      title: <HeaderWithTip title="Metric Key" tip={METRIC_KEY_TIP} />,
      key: 'metric_name',
      sorter: (a, b) => a.metric_name.localeCompare(b.metric_name),
      render: (_: unknown, m: DraftMetric) => (
        <Flex align="center" gap={6}>
          {(m.certified_by || m.certification_details) && (
            <Tooltip title={`Certified by ${m.certified_by}`.trim()}>
              <SafetyCertificateOutlined style={{ color: '#1677ff' }} aria-label="Certified" />
            </Tooltip>
          )}
          {m.warning_markdown && (
            <Tooltip title={m.warning_markdown}>
              <WarningOutlined style={{ color: '#faad14' }} aria-label="Warning" />
            </Tooltip>
          )}
          <Input
            size="small"
            value={m.metric_name}
            aria-label="Metric Key"
            onChange={(e) => update(m.key, { metric_name: e.target.value })}
            style={{ maxWidth: 240 }}
          />
        </Flex>
      ),
    },
    {
      title: 'Label',
      key: 'verbose_name',
      render: (_: unknown, m: DraftMetric) => (
        <Input
          size="small"
          value={m.verbose_name}
          aria-label={`Label of ${m.metric_name}`}
          onChange={(e) => update(m.key, { verbose_name: e.target.value })}
          style={{ maxWidth: 240 }}
        />
      ),
    },
    {
      title: 'SQL expression',
      key: 'expression',
      width: 260,
      render: (_: unknown, m: DraftMetric) =>
        m.expression && (
          <Tooltip title="Expand row to edit">
            <Typography.Text code ellipsis style={{ maxWidth: 240, cursor: 'default' }}>
              {m.expression}
            </Typography.Text>
          </Tooltip>
        ),
    },
  ];
}

/** A metric's row expanded: expression, description, formats, certification and warning. */
function MetricDetails({
  metric: m,
  onChange,
}: {
  metric: DraftMetric;
  onChange(patch: Partial<DraftMetric>): void;
}) {
  return (
    <div style={{ padding: '8px 8px 0 24px', maxWidth: 760 }}>
      <Field label="SQL expression">
        <Input.TextArea
          value={m.expression}
          autoSize={{ minRows: 3, maxRows: 12 }}
          style={{ fontFamily: 'monospace' }}
          placeholder="e.g. SUM(amount)"
          onChange={(e) => onChange({ expression: e.target.value })}
        />
      </Field>
      <Field label="Description">
        <Input
          value={m.description}
          placeholder="Description"
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
      <Field label="D3 format">
        <Input
          value={m.d3format}
          placeholder="%y/%m/%d"
          onChange={(e) => onChange({ d3format: e.target.value })}
        />
      </Field>
      <Field label="Metric currency">
        <Flex gap={8}>
          <Select
            style={{ width: 140 }}
            placeholder="Prefix or suffix"
            aria-label="Currency position"
            allowClear
            value={m.currency?.symbolPosition ?? undefined}
            options={[
              { value: 'prefix', label: 'Prefix' },
              { value: 'suffix', label: 'Suffix' },
            ]}
            onChange={(symbolPosition?: string) =>
              onChange({
                currency: {
                  symbol: m.currency?.symbol ?? null,
                  symbolPosition: symbolPosition ?? null,
                },
              })
            }
          />
          <AutoComplete
            style={{ flex: 1 }}
            placeholder="Select or type currency symbol"
            allowClear
            value={m.currency?.symbol ?? undefined}
            options={CURRENCIES.map((c) => ({ value: c }))}
            onChange={(symbol?: string) =>
              onChange({
                currency: {
                  symbol: symbol ? symbol.toUpperCase() : null,
                  symbolPosition: m.currency?.symbolPosition ?? 'prefix',
                },
              })
            }
          />
        </Flex>
      </Field>
      <CertificationFields
        certifiedByHelp="Person or group that has certified this metric"
        certifiedBy={m.certified_by}
        details={m.certification_details}
        onCertifiedByChange={(certified_by) => onChange({ certified_by })}
        onDetailsChange={(certification_details) => onChange({ certification_details })}
      />
      <Field label="Warning" help="Optional warning about use of this metric">
        <Input.TextArea
          value={m.warning_markdown}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => onChange({ warning_markdown: e.target.value })}
        />
      </Field>
    </div>
  );
}

export function MetricsTab({
  draft,
  onChange,
}: {
  draft: DatasetDraft;
  onChange(draft: DatasetDraft): void;
}) {
  const items = draft.metrics;
  const setItems = (metrics: DraftMetric[]) => onChange({ ...draft, metrics });
  const update = (key: string, patch: Partial<DraftMetric>) =>
    setItems(items.map((m) => (m.key === key ? { ...m, ...patch } : m)));

  const columns = metricTableColumns(update);
  const expanded = (m: DraftMetric) => (
    <MetricDetails metric={m} onChange={(patch) => update(m.key, patch)} />
  );

  return (
    <CollectionTable<DraftMetric>
      items={items}
      columns={columns}
      onChange={setItems}
      expanded={expanded}
      onAdd={newMetric}
      itemName={(m) => m.metric_name}
      searchPlaceholder="Search metrics by key or label"
      matches={(m, needle) =>
        m.metric_name.toLowerCase().includes(needle) ||
        m.verbose_name.toLowerCase().includes(needle)
      }
      emptyText="No metrics"
    />
  );
}
