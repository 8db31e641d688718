/**
 * One component of the layout, drawn by its type in its frame (ComponentFrame.tsx), and the
 * children of a container with the editor's drop slots between them (edit mode). Every
 * component carries its layout id as its element id, so the address's hash can scroll to it
 * and focus it.
 */
import { Fragment, type CSSProperties } from 'react';
import type { ComponentType, LayoutItem } from '@tessera/core';
import { useDashboardData } from '../DashboardContext';
import { ChartHolder } from '../chart/ChartHolder';
import { ComponentFrame, useEditSlots } from './ComponentFrame';
import { DropSlot } from './DropSlot';
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

export function DashboardComponent({ id, parent }: { id: string; parent: LayoutItem }) {
  const { layout } = useDashboardData();
  const item = layout[id];
  if (!item) return null;
  return (
    <ComponentFrame item={item} parentType={parent.type}>
      {draw(item, parent.type)}
    </ComponentFrame>
  );
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
  const slots = useEditSlots();
  const zone = (index: number) => slots && <DropSlot parent={parent} index={index} slots={slots} />;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: direction,
        alignItems: direction === 'row' ? 'flex-start' : 'stretch',
        // in edit mode the drop zones between the components are the gutters
        gap: slots ? 0 : GUTTER,
        minWidth: 0,
        ...style,
      }}
    >
      {parent.children.map((child, index) => (
        <Fragment key={child}>
          {zone(index)}
          <DashboardComponent id={child} parent={parent} />
        </Fragment>
      ))}
      {zone(parent.children.length)}
    </div>
  );
}
