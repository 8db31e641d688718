/**
 * One filter set in the list (Superset's FilterSetUnit): its name, which applies it, a check
 * when it is the selection applied, the filters and values it holds (folded), a warning when
 * it is outdated, and for those who may change it the menu: Edit (rename in place), Rebuild
 * (an outdated set: drop its invalid filters) and Delete (asked first).
 */
import { useState } from 'react';
import { Alert, App, Button, Dropdown, theme, type MenuProps } from 'antd';
import { CheckOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { FilterSetItem } from '@tessera/core';
import { FilterSetFilters } from './FilterSetFilters';
import { FilterSetNameForm } from './FilterSetNameForm';
import type { FilterSetRow } from './filterSetModel';
import { FILTER_SET_TEXTS } from './filterSetTexts';

export interface FilterSetCardProps {
  set: FilterSetItem;
  rows: readonly FilterSetRow[];
  outdated: boolean;
  /** The set is the selection applied. */
  applied: boolean;
  /** The person may rename, rebuild and delete it. */
  canChange: boolean;
  nameTaken(name: string): boolean;
  onApply(): void;
  onRename(name: string): Promise<void>;
  onRebuild(): void;
  onDelete(): void;
}

export function FilterSetCard({
  set,
  rows,
  outdated,
  applied,
  canChange,
  nameTaken,
  onApply,
  onRename,
  onRebuild,
  onDelete,
}: FilterSetCardProps) {
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const [renaming, setRenaming] = useState(false);

  const confirmDelete = () =>
    void modal.confirm({
      title: FILTER_SET_TEXTS.deleteTitle,
      content: FILTER_SET_TEXTS.deleteConfirm(set.name),
      okText: FILTER_SET_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: FILTER_SET_TEXTS.cancel,
      onOk: onDelete,
    });
  const items: MenuProps['items'] = [
    { key: 'edit', label: FILTER_SET_TEXTS.edit, onClick: () => setRenaming(true) },
    ...(outdated
      ? [
          {
            key: 'rebuild',
            label: FILTER_SET_TEXTS.rebuild,
            title: FILTER_SET_TEXTS.rebuildHint,
            onClick: onRebuild,
          },
        ]
      : []),
    { key: 'delete', label: FILTER_SET_TEXTS.delete, danger: true, onClick: confirmDelete },
  ];

  return (
    <li
      data-test="filter-set-wrapper"
      data-selected={applied}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        padding: '8px 8px',
        borderBottom: `1px solid ${token.colorSplit}`,
        background: applied ? token.colorPrimaryBg : 'transparent',
      }}
    >
      {renaming ? (
        <FilterSetNameForm
          initialName={set.name}
          nameTaken={nameTaken}
          submitText={FILTER_SET_TEXTS.save}
          onSubmit={(name) => (name === set.name ? Promise.resolve() : onRename(name))}
          onCancel={() => setRenaming(false)}
          testIds={{ cancel: 'filter-set-edit-cancel', submit: 'filter-set-edit-save' }}
        />
      ) : (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <Button
            type="text"
            size="small"
            aria-current={applied || undefined}
            onClick={onApply}
            data-test="filter-set-apply"
            style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', fontWeight: 600 }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {set.name}
            </span>
          </Button>
          {applied && (
            <CheckOutlined
              role="img"
              aria-label={FILTER_SET_TEXTS.applied}
              style={{ color: token.colorSuccess }}
            />
          )}
          {canChange && (
            <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
              <Button
                type="text"
                size="small"
                icon={<EllipsisOutlined />}
                aria-label={FILTER_SET_TEXTS.actions(set.name)}
                data-test="filter-set-menu-button"
              />
            </Dropdown>
          )}
        </div>
      )}
      {outdated && (
        <Alert
          type="warning"
          showIcon
          title={FILTER_SET_TEXTS.outdated}
          style={{ padding: '2px 8px', fontSize: 12 }}
        />
      )}
      <div style={{ paddingInline: 8 }}>
        <FilterSetFilters rows={rows} />
      </div>
    </li>
  );
}
