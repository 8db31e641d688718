/**
 * The dashboard's layout under its header: top-level tabs, or the grid; Superset's texts on an
 * empty dashboard; in edit mode the drop target above it all (dropping tabs there makes
 * top-level tabs). The grid is the size container every width is worked out from.
 */
import { memo, type Ref } from 'react';
import { Button, Empty, Typography } from 'antd';
import { ROOT_ID, type LayoutItem } from '@tessera/core';
import { useDashboardData, useDashboardView } from './DashboardContext';
import { useEditSlots } from './layout/ComponentFrame';
import { ComponentList, DashboardComponent } from './layout/DashboardComponent';
import { DropSlot } from './layout/DropSlot';
import { GRID_STYLE } from './layout/gridSize';

export const EMPTY_DASHBOARD = 'There are no charts added to this dashboard';
export const EMPTY_DASHBOARD_HINT = 'Go to the edit mode to configure the dashboard and add charts';
export const EMPTY_EDIT_HINT = 'Drag and drop components and charts to the dashboard';

function EmptyGrid({ onEdit }: { onEdit?: () => void }) {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <>
          <Typography.Text strong>{EMPTY_DASHBOARD}</Typography.Text>
          {onEdit && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {EMPTY_DASHBOARD_HINT}
            </Typography.Paragraph>
          )}
        </>
      }
    >
      {onEdit && (
        <Button type="primary" onClick={onEdit}>
          Edit the dashboard
        </Button>
      )}
    </Empty>
  );
}

function Grid({ grid, onEdit }: { grid: LayoutItem; onEdit?: () => void }) {
  const { editing } = useDashboardView();
  if (!grid.children.length && !editing) return <EmptyGrid onEdit={onEdit} />;
  if (!grid.children.length && editing)
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {EMPTY_EDIT_HINT}
        </Typography.Paragraph>
        <ComponentList parent={grid} direction="column" />
      </>
    );
  return <ComponentList parent={grid} direction="column" />;
}

/**
 * Drawn again only when its props or what it reads change: a filter or a cross-filter, which
 * redraws the dashboard around it, reaches only the components reading the mask's parts
 * (maskView.ts).
 */
export const DashboardBody = memo(function DashboardBody({
  gridRef,
  onEdit,
}: {
  gridRef: Ref<HTMLDivElement>;
  /** Editors on an empty dashboard are offered edit mode. */
  onEdit?: () => void;
}) {
  const { layout } = useDashboardData();
  const slots = useEditSlots();
  const root = layout[ROOT_ID];
  const first = root ? layout[root.children[0] ?? ''] : undefined;
  return (
    <div ref={gridRef} style={GRID_STYLE} data-test="dashboard-grid">
      {slots && root && <DropSlot parent={root} index={0} slots={slots} />}
      {root && first?.type === 'TABS' ? (
        <DashboardComponent id={first.id} parent={root} />
      ) : first ? (
        <Grid grid={first} onEdit={onEdit} />
      ) : null}
    </div>
  );
});
