import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { GRID_ID, ROOT_ID, type DashboardLayout } from '@tessera/core';
import { createStore } from '../../store/store';
import {
  BuilderPane,
  DragHandle,
  DropZone,
  LayoutDndProvider,
  ResizeHandles,
  useLayoutEditor,
} from './index';

const layout: DashboardLayout = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
  [GRID_ID]: { id: GRID_ID, type: 'GRID', children: ['R'], meta: {} },
  R: { id: 'R', type: 'ROW', children: ['C'], meta: {} },
  C: {
    id: 'C',
    type: 'CHART',
    children: [],
    meta: { chartId: 1, sliceName: 'Sales', width: 4, height: 50 },
  },
};

/** The component's frame (drawn by the page; only its identity matters here). */
const frame = {} as HTMLElement;

function Editor() {
  const editor = useLayoutEditor(layout);
  return (
    <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
      <DropZone parentId={GRID_ID} index={0} orientation="horizontal" />
      <DragHandle id="R" frame={frame} />
      <DropZone parentId="R" index={0} orientation="vertical" />
      <DragHandle id="C" frame={frame} />
      <ResizeHandles id="C" columnWidth={60} />
      <DragHandle id={GRID_ID} frame={frame} />
      <BuilderPane />
    </LayoutDndProvider>
  );
}

const html = renderToStaticMarkup(
  <Provider store={createStore()}>
    <App>
      <Editor />
    </App>
  </Provider>,
);

/** ROW → COLUMN (6) → a markdown, which takes the column's width. */
const inColumn: DashboardLayout = {
  [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
  [GRID_ID]: { id: GRID_ID, type: 'GRID', children: ['R'], meta: {} },
  R: { id: 'R', type: 'ROW', children: ['COL'], meta: {} },
  COL: { id: 'COL', type: 'COLUMN', children: ['M'], meta: { width: 6 } },
  M: { id: 'M', type: 'MARKDOWN', children: [], meta: { width: 4, height: 50 } },
};

function ColumnEditor({ id }: { id: string }) {
  const editor = useLayoutEditor(inColumn);
  return (
    <LayoutDndProvider layout={editor.layout} apply={editor.apply}>
      <ResizeHandles id={id} columnWidth={60} />
    </LayoutDndProvider>
  );
}

const handlesOf = (id: string) =>
  renderToStaticMarkup(
    <Provider store={createStore()}>
      <App>
        <ColumnEditor id={id} />
      </App>
    </Provider>,
  );

describe('the edit mode markup', () => {
  it('gives each movable component a named handle, and none to the grid', () => {
    expect(html).toContain('aria-label="Move row"');
    expect(html).toContain('aria-label="Move chart “Sales”"');
    expect(html).toContain('aria-roledescription="draggable"');
    expect(html).not.toContain('Move the dashboard');
  });

  it('makes the resize edges focusable separators with their values', () => {
    expect(html).toMatch(
      /role="separator" tabindex="0" aria-label="Resize width of chart “Sales”" aria-orientation="vertical" aria-valuemin="1" aria-valuemax="12" aria-valuenow="4"/,
    );
    expect(html).toContain('aria-label="Resize height of chart “Sales”"');
    expect(html).toContain('data-resize-handle="bottomRight"');
  });

  it('resizes only the height of what is in a column, and only the width of the column', () => {
    const markdown = handlesOf('M');
    expect(markdown).toContain('aria-label="Resize height of text"');
    expect(markdown).not.toContain('Resize width');
    expect(markdown).not.toContain('data-resize-handle="bottomRight"');
    const column = handlesOf('COL');
    expect(column).toContain('aria-label="Resize width of column"');
    expect(column).not.toContain('Resize height');
  });

  it('draws the drop zones and the builder pane with its two tabs', () => {
    expect(html).toContain(`data-drop-zone="${GRID_ID}:0"`);
    expect(html).toContain('data-drop-zone="R:0"');
    expect(html).toContain('>Charts<');
    expect(html).toContain('>Layout elements<');
  });
});
