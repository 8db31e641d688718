/** A control's label, description tooltip and validation errors. */
import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export function ControlHeader(props: {
  name: string;
  label?: string;
  description?: string;
  errors?: string[];
  extra?: ReactNode;
}) {
  const { name, label, description, errors = [], extra } = props;
  if (!label && errors.length === 0) return null;
  const hasErrors = errors.length > 0;
  return (
    <div
      className="control-header"
      data-testid={`control-header-${name}`}
      style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4 }}
    >
      <Typography.Text strong type={hasErrors ? 'danger' : undefined} style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {description ? (
        <Tooltip title={description}>
          <InfoCircleOutlined style={{ fontSize: 11, opacity: 0.6 }} />
        </Tooltip>
      ) : null}
      {hasErrors ? (
        <Tooltip title={errors.join(' ')}>
          <WarningOutlined style={{ color: '#e04355', fontSize: 11 }} />
        </Tooltip>
      ) : null}
      <span style={{ flex: 1 }} />
      {extra}
    </div>
  );
}

/** The errors under a control, as text a user (and a test) can read. */
export function ControlErrors({ errors }: { errors?: string[] }) {
  const { token } = theme.useToken();
  if (!errors || errors.length === 0) return null;
  return (
    <div
      className="control-errors"
      role="alert"
      style={{ color: token.colorErrorText, fontSize: 12 }}
    >
      {errors.map((e) => (
        <div key={e}>{e}</div>
      ))}
    </div>
  );
}
