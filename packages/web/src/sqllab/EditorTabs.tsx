/**
 * The tab bar: add, switch, close; each tab's menu renames, closes, closes the others,
 * duplicates, or shows/hides the left bar.
 */
import { useState } from 'react';
import { Dropdown, Input, Modal, Tabs } from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store';
import { activeEditorId } from './state/sqlLabSlice';
import {
  addQueryEditor,
  changeQueryEditor,
  duplicateQueryEditor,
  removeOtherQueryEditors,
  removeQueryEditor,
  switchQueryEditor,
} from './state/tabThunks';
import type { QueryEditor } from './types';
import { QueryEditorPane } from './QueryEditorPane';

function RenameModal({ qe, onClose }: { qe: QueryEditor; onClose(): void }) {
  const dispatch = useDispatch<AppDispatch>();
  const [title, setTitle] = useState(qe.title);
  const save = () => {
    if (title.trim()) dispatch(changeQueryEditor(qe.id, { title: title.trim() }));
    onClose();
  };
  return (
    <Modal open title="Rename tab" okText="Rename" onOk={save} onCancel={onClose}>
      <Input
        aria-label="Tab title"
        autoFocus
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onPressEnter={save}
      />
    </Modal>
  );
}

export function EditorTabs() {
  const dispatch = useDispatch<AppDispatch>();
  const editors = useSelector((s: RootState) => s.sqlLab.queryEditors);
  const active = useSelector((s: RootState) => activeEditorId(s.sqlLab));
  const [renaming, setRenaming] = useState<QueryEditor | null>(null);

  const menu = (qe: QueryEditor) => ({
    items: [
      { key: 'rename', label: 'Rename tab' },
      { key: 'close', label: 'Close tab' },
      { key: 'others', label: 'Close all other tabs', disabled: editors.length < 2 },
      { key: 'duplicate', label: 'Duplicate tab' },
      { key: 'leftbar', label: qe.hideLeftBar ? 'Show left bar' : 'Hide left bar' },
    ],
    onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation(): void } }) => {
      domEvent.stopPropagation();
      if (key === 'rename') setRenaming(qe);
      if (key === 'close') void dispatch(removeQueryEditor(qe.id));
      if (key === 'others') void dispatch(removeOtherQueryEditors(qe.id));
      if (key === 'duplicate') void dispatch(duplicateQueryEditor(qe.id));
      if (key === 'leftbar') dispatch(changeQueryEditor(qe.id, { hideLeftBar: !qe.hideLeftBar }));
    },
  });

  return (
    <>
      <Tabs
        type="editable-card"
        activeKey={active ?? undefined}
        onChange={(id) => void dispatch(switchQueryEditor(id))}
        onEdit={(target, action) => {
          if (action === 'add') void dispatch(addQueryEditor());
          else if (typeof target === 'string') void dispatch(removeQueryEditor(target));
        }}
        addIcon={<PlusOutlined />}
        items={editors.map((qe) => ({
          key: qe.id,
          label: (
            <span data-testid="sqllab-tab" style={{ display: 'inline-flex', gap: 6 }}>
              <span onDoubleClick={() => setRenaming(qe)}>{qe.title}</span>
              <Dropdown menu={menu(qe)} trigger={['click']}>
                <MoreOutlined
                  aria-label={`Menu of ${qe.title}`}
                  onClick={(e) => e.stopPropagation()}
                />
              </Dropdown>
            </span>
          ),
          children: qe.id === active && qe.loaded ? <QueryEditorPane qe={qe} /> : null,
        }))}
      />
      {renaming && <RenameModal qe={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
