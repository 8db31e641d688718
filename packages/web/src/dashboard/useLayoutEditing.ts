/**
 * What edit mode gives the drawn components (DashboardContext's LayoutEditing): in-place meta
 * changes and new tabs as layout operations (a refused one as a danger toast), and the places
 * edit mode's layer draws into. Null while viewing.
 */
import { useMemo, useState } from 'react';
import { App } from 'antd';
import type { EditableMeta } from '@tessera/core';
import type { LayoutEditing } from './DashboardContext';
import type { LayoutEditor } from './edit/useLayoutEditor';
import { createEditSlots } from './editSlots';

export function useLayoutEditing(editMode: boolean, editor: LayoutEditor): LayoutEditing | null {
  const { message } = App.useApp();
  const [slots] = useState(createEditSlots);
  const { layout, apply } = editor;
  return useMemo(
    () =>
      editMode
        ? {
            updateMeta: (id: string, meta: EditableMeta) => {
              const result = apply({ type: 'updateMeta', id, meta });
              if (result.error) message.error(result.error);
            },
            addTab: (tabsId: string) => {
              const index = layout[tabsId]?.children.length ?? 0;
              apply({
                type: 'dropNew',
                source: { type: 'TAB' },
                target: { parentId: tabsId, index },
              });
            },
            slots,
          }
        : null,
    [editMode, layout, apply, message, slots],
  );
}
