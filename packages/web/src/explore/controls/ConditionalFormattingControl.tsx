/** ConditionalFormattingControl: the chart's colour formatters with add and edit popovers. */
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import {
  getMetricLabel,
  type ConditionalFormattingConfig,
  type QueryFormMetric,
} from '@tessera/charts';
import {
  CF_COLOR_SCHEMES,
  CF_OPERATORS,
  CF_TEXTS,
  formatterSummary,
  parseTarget,
  targetFields,
  validateFormatter,
  type FormatterField,
} from './conditionalFormattingRules';
import { PopoverItemList } from './PopoverItemList';
import type { ControlProps } from './types';

function FormatterEditor(props: {
  rule: ConditionalFormattingConfig;
  columns: string[];
  onApply(rule: ConditionalFormattingConfig): void;
}) {
  const [rule, setRule] = useState<ConditionalFormattingConfig>(props.rule);
  const [touched, setTouched] = useState(false);
  const errors = validateFormatter(rule);
  const show = (f: FormatterField) => (touched ? errors[f] : undefined);
  const item = (f: FormatterField, label: string, input: React.ReactNode) => (
    <Form.Item
      label={label}
      required
      validateStatus={show(f) ? 'error' : undefined}
      help={show(f)}
      style={{ marginBottom: 8 }}
    >
      {input}
    </Form.Item>
  );
  const num = (f: 'targetValue' | 'targetValueLeft' | 'targetValueRight') => (
    <Input
      data-testid={`cf-${f}`}
      value={rule[f] === null || rule[f] === undefined ? '' : String(rule[f])}
      onChange={(e) => setRule({ ...rule, [f]: parseTarget(e.target.value) })}
    />
  );
  const kind = targetFields(rule.operator);
  return (
    <Form layout="vertical" size="small" data-testid="cf-editor" style={{ width: 300 }}>
      {item(
        'column',
        'Column',
        <Select
          data-testid="cf-column"
          value={rule.column}
          onChange={(column: string) => setRule({ ...rule, column })}
          options={props.columns.map((c) => ({ value: c, label: c }))}
          placeholder="Select column"
        />,
      )}
      {item(
        'colorScheme',
        'Color scheme',
        <Select
          data-testid="cf-color"
          value={rule.colorScheme}
          onChange={(colorScheme: string) => setRule({ ...rule, colorScheme })}
          options={CF_COLOR_SCHEMES.map(([value, label]) => ({ value, label }))}
        />,
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <div style={{ flex: 1 }}>
          {item(
            'operator',
            'Operator',
            <Select
              data-testid="cf-operator"
              value={rule.operator}
              onChange={(operator: string) => setRule({ ...rule, operator })}
              options={CF_OPERATORS.map((o) => ({ value: o, label: o }))}
            />,
          )}
        </div>
        {kind === 'single' ? (
          <div style={{ flex: 1 }}>{item('targetValue', 'Target value', num('targetValue'))}</div>
        ) : null}
      </div>
      {kind === 'range' ? (
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={{ flex: 1 }}>
            {item('targetValueLeft', 'Left value', num('targetValueLeft'))}
          </div>
          <div style={{ flex: 1 }}>
            {item('targetValueRight', 'Right value', num('targetValueRight'))}
          </div>
        </div>
      ) : null}
      <Button
        type="primary"
        block
        data-testid="cf-apply"
        onClick={() => {
          setTouched(true);
          if (Object.keys(validateFormatter(rule)).length === 0) props.onApply(rule);
        }}
      >
        {CF_TEXTS.apply}
      </Button>
    </Form>
  );
}

/** The numeric columns a rule can target: the chart's metrics (percentage metrics as `%label`). */
export function formattableColumns(
  formData: Record<string, unknown>,
  config: ControlProps['config'],
): string[] {
  if (Array.isArray(config.columnOptions)) return config.columnOptions as string[];
  const list = (v: unknown) =>
    (v === null || v === undefined ? [] : [v].flat()) as QueryFormMetric[];
  const labels = [
    ...list(formData.metrics).map(getMetricLabel),
    ...list(formData.metric).map(getMetricLabel),
    ...list(formData.percent_metrics).map((m) => `%${getMetricLabel(m)}`),
  ];
  return [...new Set(labels)];
}

export function ConditionalFormattingControl({
  name,
  config,
  value,
  formData,
  onChange,
}: ControlProps) {
  const rules = (Array.isArray(value) ? value : []) as ConditionalFormattingConfig[];
  const columns = formattableColumns(formData, config);
  return (
    <PopoverItemList
      items={rules}
      testId={`conditional-formatting-${name}`}
      itemTestId="cf-rule"
      addTestId="cf-add"
      addTitle={CF_TEXTS.add}
      editTitle={CF_TEXTS.edit}
      label={formatterSummary}
      onRemove={(index) => onChange(rules.filter((_, j) => j !== index))}
      editor={(edited, close) => (
        <FormatterEditor
          rule={edited === 'new' ? { colorScheme: 'green', operator: '>' } : rules[edited]}
          columns={columns}
          onApply={(rule) => {
            onChange(
              edited === 'new' ? [...rules, rule] : rules.map((r, i) => (i === edited ? rule : r)),
            );
            close();
          }}
        />
      )}
    />
  );
}
