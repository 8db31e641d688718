/**
 * The pieces the dialog's forms are made of: a labelled field (a required one's label shows
 * the asterisk, its error below it), a switch that opens a section (Superset's
 * CollapsibleControl), a help tip, and the ids the first invalid field is focused by.
 */
import type { ReactNode } from 'react';
import { Checkbox, Form, Tooltip, theme } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { FilterField } from './filterValidation';

/** The id of a field's control (what Save focuses when the field is the first invalid). */
export const fieldDomId = (itemId: string, field: FilterField | string) => `${itemId}-${field}`;

/** A help tip on a focusable icon, read as its name. */
export function InfoTip({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <Tooltip title={text}>
      <InfoCircleOutlined
        tabIndex={0}
        role="img"
        aria-label={text}
        style={{ marginLeft: 6, color: token.colorTextSecondary }}
      />
    </Tooltip>
  );
}

export function Field(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  tip?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={
        <>
          {props.label}
          {props.tip && <InfoTip text={props.tip} />}
        </>
      }
      htmlFor={props.id}
      required={props.required}
      validateStatus={props.error ? 'error' : undefined}
      help={props.error ? <span id={`${props.id}-error`}>{props.error}</span> : undefined}
      style={{ marginBottom: 16 }}
    >
      {props.children}
    </Form.Item>
  );
}

/** A checkbox that shows its section while checked. */
export function CheckedSection(props: {
  id: string;
  title: string;
  tip?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  children?: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Checkbox
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      >
        {props.title}
      </Checkbox>
      {props.tip && <InfoTip text={props.tip} />}
      {props.checked && props.children && (
        <div style={{ margin: '8px 0 0 24px' }}>{props.children}</div>
      )}
    </div>
  );
}

/** A titled group of the settings (Superset's "Filter Configuration", "Filter Settings"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={title} style={{ marginTop: 8 }}>
      <h3
        style={{
          fontSize: token.fontSize,
          fontWeight: token.fontWeightStrong,
          margin: '8px 0 12px',
          paddingBottom: 4,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
