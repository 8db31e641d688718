/**
 * Edit mode's layer over the drawn layout, loaded only when edit mode opens (the drag and drop
 * and resize code stays out of a viewer's page): the layout editor's drag and drop around the
 * layout and the builder pane, and what the drawn components plug in (DashboardContext's
 * LayoutEditing): each movable component in a DraggableComponent, charts, markdown and
 * columns in a ResizableItem, drop zones between children and in empty containers, and
 * in-place meta changes as layout operations.
 */
import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { componentIsResizable, type EditableMeta } from '@tessera/core';
import { GUTTER } from './layout/gridSize';
import { BuilderPane } from './edit/BuilderPane';
import { DraggableComponent } from './edit/DraggableComponent';
import { DropZone } from './edit/DropZone';
import { LayoutDndProvider } from './edit/LayoutDndProvider';
import { ResizableItem } from './edit/ResizableItem';
import type { LayoutEditor } from './edit/useLayoutEditor';
import { DashboardViewContext, useDashboardView, type LayoutEditing } from './DashboardContext';

function useLayoutEditing(editor: LayoutEditor, columnWidth: number): LayoutEditing {
  const { message } = App.useApp();
  const { layout, apply } = editor;
  return useMemo(
    () => ({
      wrap: (item, parentId, _index, node) => {
        const inner =
          componentIsResizable(item) && columnWidth > 0 ? (
            <ResizableItem id={item.id} columnWidth={columnWidth}>
              {node}
            </ResizableItem>
          ) : (
            node
          );
        return (
          <DraggableComponent
            id={item.id}
            style={layout[parentId]?.type === 'ROW' ? { flex: 'none' } : { width: '100%' }}
          >
            {inner}
          </DraggableComponent>
        );
      },
      dropZone: (parentId, index) => {
        const parent = layout[parentId];
        const count = parent?.children.length ?? 0;
        const inRow = parent?.type === 'ROW';
        const orientation = inRow ? 'vertical' : 'horizontal';
        if (count === 0)
          return (
            <DropZone parentId={parentId} index={index} orientation={orientation} fill>
              {inRow ? 'Empty row' : 'Empty'}
            </DropZone>
          );
        // Between two components a zone is the gutter; before the first and after the last it
        // takes no room (it straddles the container's edge), so that widths add up as viewed.
        const zone = (
          <DropZone
            parentId={parentId}
            index={index}
            orientation={orientation}
            thickness={GUTTER}
            style={
              index > 0 && index < count
                ? undefined
                : inRow
                  ? { position: 'absolute', top: 0, bottom: 0, left: -GUTTER / 2, zIndex: 1 }
                  : { position: 'absolute', left: 0, right: 0, top: -GUTTER / 2, zIndex: 1 }
            }
          />
        );
        if (index > 0 && index < count) return zone;
        return (
          <div
            style={{
              position: 'relative',
              flex: 'none',
              alignSelf: 'stretch',
              width: inRow ? 0 : undefined,
              height: inRow ? undefined : 0,
            }}
          >
            {zone}
          </div>
        );
      },
      updateMeta: (id: string, meta: EditableMeta) => {
        const result = apply({ type: 'updateMeta', id, meta });
        if (result.error) message.error(result.error);
      },
      sizedByWrapper: (item) => componentIsResizable(item) && columnWidth > 0,
      addTab: (tabsId: string) => {
        const index = layout[tabsId]?.children.length ?? 0;
        apply({ type: 'dropNew', source: { type: 'TAB' }, target: { parentId: tabsId, index } });
      },
    }),
    [layout, apply, columnWidth, message],
  );
}

export default function EditLayer({
  editor,
  columnWidth,
  dashboardId,
  children,
}: {
  editor: LayoutEditor;
  columnWidth: number;
  dashboardId: number;
  children: ReactNode;
}) {
  const view = useDashboardView();
  const editing = useLayoutEditing(editor, columnWidth);
  const value = useMemo(() => ({ ...view, editing }), [view, editing]);
  return (
    <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
      <DashboardViewContext.Provider value={value}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
          <BuilderPane
            dashboardId={dashboardId}
            style={{ width: 360, position: 'sticky', top: 0, height: '100vh', flex: 'none' }}
          />
        </div>
      </DashboardViewContext.Provider>
    </LayoutDndProvider>
  );
}
