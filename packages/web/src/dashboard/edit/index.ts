/**
 * The building blocks of the dashboard's edit mode. How the page puts them together:
 *
 *   const editor = useLayoutEditor(layout, { shortcuts: editMode });
 *   <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
 *     ...the layout, drawn from editor.layout, where each container draws
 *        <DropZone parentId={id} index={i} orientation=... /> before, between and after its
 *        children (one with `fill` when empty; ROOT_ID/0 above the grid makes top-level tabs),
 *        each movable component sits in <DraggableComponent id={id}> (or uses
 *        useLayoutDraggable), charts, markdown and columns in
 *        <ResizableItem id={id} columnWidth={px}>...
 *     <BuilderPane dashboardId={id} />
 *   </LayoutDndProvider>
 *   <CssEditorModal open css onChange={applyCss} onClose />
 *
 * Other changes go through `editor.apply` too (core's LayoutOp: delete, updateMeta for header
 * text, markdown, tab titles, backgrounds and the title, deleteTopLevelTabs); a result's
 * `error` is the spec's text for a danger toast. `editor.hasUnsavedChanges`, `undo`, `redo`,
 * `canUndo`, `canRedo` drive the header; after a save `editor.reset(savedLayout)`, on
 * discard `editor.reset()`.
 */
export { useLayoutEditor, type LayoutEditor, type LayoutEditorOptions } from './useLayoutEditor';
export { LayoutDndProvider, type LayoutDndProviderProps } from './LayoutDndProvider';
export { useLayoutEditContext, type LayoutEditContextValue } from './layoutEditContext';
export { DropZone, type DropZoneProps } from './DropZone';
export {
  DraggableComponent,
  useLayoutDraggable,
  type DraggableComponentProps,
  type LayoutDraggable,
} from './DraggableComponent';
export { ResizableItem, type ResizableItemProps } from './ResizableItem';
export { BuilderPane, LAYOUT_ELEMENTS, type BuilderPaneProps } from './BuilderPane';
export { CssEditorModal, type CssEditorModalProps } from './CssEditorModal';
export { describeComponent, type LayoutDragSource } from './dragData';
export { widthPx, heightPx } from './resizeMath';
