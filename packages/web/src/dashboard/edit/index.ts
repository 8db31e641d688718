/**
 * The building blocks of the dashboard's edit mode. How the page puts them together
 * (EditLayer.tsx), beside the drawn layout rather than around it, so that the layout's
 * components keep their place in React's tree whether editing or not:
 *
 *   const editor = useLayoutEditor(layout, { shortcuts: editMode });
 *   <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
 *     ...through portals into the elements the drawn layout keeps for them (editSlots.ts):
 *        <DropZone parentId={id} index={i} orientation=... /> filling each slot before,
 *        between and after a container's children (one with `fill` when empty; ROOT_ID/0
 *        above the grid makes top-level tabs); each movable component's
 *        <DragHandle id={id} frame={itsFrame} /> (or useLayoutDraggable); for charts,
 *        markdown and columns <ResizeHandles id={id} columnWidth={px} onPreview=... />
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
  DragHandle,
  useLayoutDraggable,
  type DragHandleProps,
  type LayoutDraggable,
} from './DragHandle';
export { ResizeHandles, type ResizeHandlesProps } from './ResizeHandles';
export { BuilderPane, LAYOUT_ELEMENTS, type BuilderPaneProps } from './BuilderPane';
export { CssEditorModal, type CssEditorModalProps } from './CssEditorModal';
export { describeComponent, type LayoutDragSource } from './dragData';
export { widthPx, heightPx } from './resizeMath';
