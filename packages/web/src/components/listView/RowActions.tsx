/**
 * A row's (or card's) action buttons (Superset's ActionsBar): icon buttons with a tooltip,
 * each a click or a link, some asking for confirmation in a popover first; an action left
 * out where it does not apply keeps its place, so every row's buttons line up.
 */
import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';

export interface RowAction {
  key: string;
  /** The button's accessible name ("Delete Births"). */
  label: string;
  tooltip: string;
  icon: ReactNode;
  onClick?(): unknown;
  href?: string;
  danger?: boolean;
  disabled?: boolean;
  /** An empty place of the button's size instead of the button. */
  absent?: boolean;
  /** Asked in a popover before `onClick`. */
  confirm?: { title: string; description: string; okText: string };
}

export function RowActions({
  actions,
  size = 0,
  children,
}: {
  actions: RowAction[];
  size?: number;
  /** Shown before the actions. */
  children?: ReactNode;
}) {
  return (
    <Space size={size}>
      {children}
      {actions.map((a) => {
        if (a.absent) return <span key={a.key} style={{ display: 'inline-block', width: 32 }} />;
        const button = (
          <Tooltip key={a.key} title={a.tooltip}>
            <Button
              type="text"
              danger={a.danger}
              icon={a.icon}
              aria-label={a.label}
              disabled={a.disabled}
              href={a.href}
              onClick={a.confirm ? undefined : a.onClick}
            />
          </Tooltip>
        );
        if (!a.confirm) return button;
        return (
          <Popconfirm
            key={a.key}
            placement="bottomRight"
            title={a.confirm.title}
            description={a.confirm.description}
            okText={a.confirm.okText}
            okButtonProps={{ danger: true }}
            onConfirm={a.onClick}
            disabled={a.disabled}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
