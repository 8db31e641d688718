/**
 * The dashboard's header: its title (editable in edit mode), favourite star, Published/Draft,
 * certification, owners and last change; "Edit dashboard" for editors, or in edit mode undo,
 * redo, Discard and Save; and the "..." menu. The button that enters or leaves edit mode goes
 * with it: the focus it had moves to the one in its place (Discard, or Edit dashboard).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { RedoOutlined, SafetyCertificateFilled, UndoOutlined } from '@ant-design/icons';
import type { DashboardShow } from '@tessera/core';
import { OwnerAvatars } from '../../components/OwnerAvatars';
import { FavoriteToggle } from './FavoriteToggle';
import { PublishedStatus } from './PublishedStatus';

export interface EditControls {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  discard(): void;
  save(): void;
  saving: boolean;
}

function Certified({ by, details }: { by: string; details: string | null }) {
  const { token } = theme.useToken();
  return (
    <Tooltip
      title={
        <>
          <div>{`Certified by ${by}`}</div>
          {details && <div>{details}</div>}
        </>
      }
    >
      <SafetyCertificateFilled
        role="img"
        aria-label={`Certified by ${by}`}
        style={{ color: token.colorPrimary, fontSize: 18 }}
      />
    </Tooltip>
  );
}

/**
 * A ref for the button that takes the switched-out one's place: when edit mode is entered or
 * left and the focus was lost with the button that went (Edit dashboard, Discard, Save, or the
 * empty dashboard's "Edit the dashboard"), it goes to this one.
 */
function useFocusAfterSwitch(editMode: boolean) {
  const target = useRef<HTMLButtonElement | null>(null);
  const was = useRef(editMode);
  useLayoutEffect(() => {
    if (was.current === editMode) return;
    was.current = editMode;
    const active = document.activeElement;
    if (!active || active === document.body) target.current?.focus();
  }, [editMode]);
  return target;
}

export function DashboardHeader({
  dashboard,
  title,
  canEdit,
  onTitleChange,
  onPublishedChange,
  onEdit,
  edit,
  menu,
}: {
  dashboard: DashboardShow;
  title: string;
  canEdit: boolean;
  /** In edit mode: the title is editable. */
  onTitleChange?(title: string): void;
  onPublishedChange(published: boolean): void;
  onEdit(): void;
  /** Edit mode's controls (absent while viewing). */
  edit?: EditControls;
  menu: ReactNode;
}) {
  const { token } = theme.useToken();
  const focusAfterSwitch = useFocusAfterSwitch(Boolean(edit));
  return (
    <Flex
      align="center"
      gap={16}
      wrap
      data-test="dashboard-header"
      style={{
        padding: '12px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 240 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title
            level={1}
            data-test="editable-title"
            style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}
            editable={
              onTitleChange
                ? { triggerType: ['text', 'icon'], onChange: (v) => onTitleChange(v.trim()) }
                : false
            }
          >
            {title}
          </Typography.Title>
          <FavoriteToggle dashboardId={dashboard.id} title={title} />
          <PublishedStatus
            dashboardId={dashboard.id}
            published={dashboard.published}
            canEdit={canEdit && !edit}
            onChange={onPublishedChange}
          />
          {dashboard.certified_by && (
            <Certified by={dashboard.certified_by} details={dashboard.certification_details} />
          )}
        </Flex>
        <Flex align="center" gap={8} style={{ fontSize: 12 }}>
          <OwnerAvatars people={dashboard.owners} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-test="last-modified">
            {`Modified ${dashboard.changed_on_delta_humanized}`}
            {dashboard.changed_by_name ? ` by ${dashboard.changed_by_name}` : ''}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex align="center" gap={8}>
        {edit ? (
          <>
            {(
              [
                ['Undo the action', <UndoOutlined key="u" />, edit.canUndo, edit.undo],
                ['Redo the action', <RedoOutlined key="r" />, edit.canRedo, edit.redo],
              ] as const
            ).map(([label, icon, enabled, act]) => (
              <Tooltip key={label} title={label}>
                <Button icon={icon} aria-label={label} disabled={!enabled} onClick={act} />
              </Tooltip>
            ))}
            <Button ref={focusAfterSwitch} onClick={edit.discard}>
              Discard
            </Button>
            <Button
              type="primary"
              loading={edit.saving}
              onClick={edit.save}
              data-test="header-save-button"
            >
              Save
            </Button>
          </>
        ) : (
          canEdit && (
            <Button
              ref={focusAfterSwitch}
              type="primary"
              onClick={onEdit}
              data-test="edit-dashboard-button"
            >
              Edit dashboard
            </Button>
          )
        )}
        {menu}
      </Flex>
    </Flex>
  );
}
