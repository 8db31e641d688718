/**
 * One component of the layout, drawn by its type, and the children of a container with the
 * editor's drop targets between them (edit mode). Every component carries its layout id as
 * its element id, so the address's hash can scroll to it and focus it.
 */
import { Fragment, type CSSProperties } from 'react';
import type { ComponentType, LayoutItem } from '@tessera/core';
import { useDashboardData, useDashboardView } from '../DashboardContext';
import { ChartHolder } from '../chart/ChartHolder';
import { ColumnComponent, RowComponent } from './RowAndColumn';
import { DividerComponent, HeaderComponent } from './HeaderAndDivider';
import { MarkdownComponent } from './MarkdownComponent';
import { OtherComponent } from './OtherComponent';
import { TabsComponent } from './TabsComponent';
import { GUTTER } from './gridSize';

/** The attributes that make a component a hash target. */
export function anchorProps(id: string, focusedId: string | undefined) {
  return {
    id,
    tabIndex: -1,
    'data-component-id': id,
    'data-focused': focusedId === id ? true : undefined,
  };
}

function draw(item: LayoutItem, parentType: ComponentType | undefined) {
  switch (item.type) {
    case 'ROW':
      return <RowComponent item={item} />;
    case 'COLUMN':
      return <ColumnComponent item={item} />;
    case 'TABS':
      return <TabsComponent item={item} />;
    case 'CHART':
      return <ChartHolder item={item} inColumn={parentType === 'COLUMN'} />;
    case 'MARKDOWN':
      return <MarkdownComponent item={item} inColumn={parentType === 'COLUMN'} />;
    case 'HEADER':
      return <HeaderComponent item={item} />;
    case 'DIVIDER':
      return <DividerComponent item={item} />;
    case 'TEXT':
    case 'IMAGE':
    case 'DYNAMIC':
      return <OtherComponent item={item} inColumn={parentType === 'COLUMN'} />;
    default:
      return null;
  }
}

export function DashboardComponent({
  id,
  parent,
  index,
}: {
  id: string;
  parent: LayoutItem;
  index: number;
}) {
  const { layout } = useDashboardData();
  const { editing } = useDashboardView();
  const item = layout[id];
  if (!item) return null;
  const node = draw(item, parent.type);
  return <>{editing?.wrap ? editing.wrap(item, parent.id, index, node) : node}</>;
}

/** A container's children, in a column (grid, tab, column) or a row, gutters between them. */
export function ComponentList({
  parent,
  direction,
  style,
}: {
  parent: LayoutItem;
  direction: 'column' | 'row';
  style?: CSSProperties;
}) {
  const { editing } = useDashboardView();
  const zone = (index: number) => editing?.dropZone?.(parent.id, index) ?? null;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: direction,
        alignItems: direction === 'row' ? 'flex-start' : 'stretch',
        // in edit mode the drop zones between the components are the gutters
        gap: editing?.dropZone ? 0 : GUTTER,
        minWidth: 0,
        ...style,
      }}
    >
      {parent.children.map((child, index) => (
        <Fragment key={child}>
          {zone(index)}
          <DashboardComponent id={child} parent={parent} index={index} />
        </Fragment>
      ))}
      {zone(parent.children.length)}
    </div>
  );
}
