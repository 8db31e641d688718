/**
 * The menu a right-click on a chart opens (Superset's ChartContextMenu): "Drill to detail",
 * "Drill to detail by" the clicked values, and "Drill by" a column of the dataset (with a
 * search), each where the chart offers it; at the pointer, closed by a choice, a click
 * elsewhere or Escape.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Dropdown, Input, type MenuProps } from 'antd';
import { RightOutlined, SearchOutlined } from '@ant-design/icons';
import type { ContextMenuFilters, DrillFilter } from '@tessera/charts';
import { columnLabel, type DrillColumn } from './drillBy';
import type { DrillOffers } from './drillOffers';

export const DRILL_MENU_TEXTS = {
  detail: 'Drill to detail',
  detailBy: 'Drill to detail by',
  all: 'all',
  unsupported: 'Drill to detail by value is not yet supported for this chart type.',
  noValue: 'Right-click on a dimension value to drill to detail by that value.',
  drillBy: 'Drill by',
  drillByUnavailable: 'Drill by is not available for this data point',
  search: 'Search columns',
  noColumns: 'No columns found',
};

export interface DrillMenuRequest {
  x: number;
  y: number;
  filters?: ContextMenuFilters;
}

export interface DrillContextMenuProps {
  request: DrillMenuRequest;
  offers: DrillOffers;
  /** The columns Drill by offers for a dimension key, matching the search. */
  drillByColumns(groupbyFieldName: string, search: string): DrillColumn[];
  onDrillToDetail(filters: DrillFilter[]): void;
  onDrillBy(column: DrillColumn, drillBy: NonNullable<ContextMenuFilters['drillBy']>): void;
  onClose(): void;
}

type Items = NonNullable<MenuProps['items']>;

function detailByItems(offers: DrillOffers, values: DrillFilter[]): Items {
  if (!offers.detailByValue)
    return [{ key: 'detail-by-unsupported', disabled: true, label: DRILL_MENU_TEXTS.unsupported }];
  if (!values.length)
    return [{ key: 'detail-by-none', disabled: true, label: DRILL_MENU_TEXTS.noValue }];
  const byValue = (label: string) => (
    <>
      {`${DRILL_MENU_TEXTS.detailBy} `}
      <strong>{label}</strong>
    </>
  );
  return [
    ...values.map((f, i) => ({ key: `detail-by-${i}`, label: byValue(f.formattedVal) })),
    ...(values.length > 1 ? [{ key: 'detail-by-all', label: byValue(DRILL_MENU_TEXTS.all) }] : []),
  ];
}

export function DrillContextMenu({
  request,
  offers,
  drillByColumns,
  onDrillToDetail,
  onDrillBy,
  onClose,
}: DrillContextMenuProps) {
  const [search, setSearch] = useState('');
  const values = request.filters?.drillToDetail ?? [];
  const drillBy = request.filters?.drillBy;
  const columns = drillBy ? drillByColumns(drillBy.groupbyFieldName, search) : [];

  const items: Items = [];
  if (offers.detail) {
    items.push({ key: 'detail', label: DRILL_MENU_TEXTS.detail });
    items.push({
      key: 'detail-by',
      label: DRILL_MENU_TEXTS.detailBy,
      children: detailByItems(offers, values),
    });
  }
  if (offers.drillBy) {
    if (offers.detail) items.push({ type: 'divider' });
    items.push(
      drillBy
        ? {
            key: 'drill-by',
            label: DRILL_MENU_TEXTS.drillBy,
            popupClassName: 'drill-by-submenu',
            children: [
              {
                type: 'group',
                key: 'drill-by-columns',
                label: (
                  <Input
                    size="small"
                    allowClear
                    prefix={<SearchOutlined aria-hidden />}
                    placeholder={DRILL_MENU_TEXTS.search}
                    aria-label={DRILL_MENU_TEXTS.search}
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    onClick={(e) => e.stopPropagation()}
                    onKeyDown={(e) => {
                      if (e.key !== 'Escape') e.stopPropagation();
                    }}
                    style={{ width: 200 }}
                  />
                ),
                children: columns.length
                  ? columns.map((c) => ({
                      key: `drill-by:${c.column_name}`,
                      label: columnLabel(c),
                    }))
                  : [{ key: 'drill-by-none', disabled: true, label: DRILL_MENU_TEXTS.noColumns }],
              },
            ],
          }
        : {
            key: 'drill-by-unavailable',
            disabled: true,
            label: (
              <span title={DRILL_MENU_TEXTS.drillByUnavailable}>{DRILL_MENU_TEXTS.drillBy}</span>
            ),
          },
    );
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'detail') onDrillToDetail([]);
    else if (key === 'detail-by-all') onDrillToDetail(values);
    else if (key.startsWith('detail-by-')) {
      const filter = values[Number(key.slice('detail-by-'.length))];
      if (filter) onDrillToDetail([filter]);
    } else if (key.startsWith('drill-by:') && drillBy) {
      const column = columns.find((c) => `drill-by:${c.column_name}` === key);
      if (column) onDrillBy(column, drillBy);
    }
    onClose();
  };

  // The menu hangs from a point at the pointer, outside any transformed ancestor.
  return createPortal(
    <Dropdown
      open
      trigger={['contextMenu']}
      placement="bottomLeft"
      menu={{
        items,
        onClick,
        style: { minWidth: 180 },
        // The submenus' arrows are decoration: their names stay the entries' texts.
        expandIcon: <RightOutlined aria-hidden className="ant-dropdown-menu-submenu-arrow-icon" />,
      }}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span
        aria-hidden
        data-test="drill-menu-anchor"
        style={{ position: 'fixed', left: request.x, top: request.y, width: 1, height: 1 }}
      />
    </Dropdown>,
    document.body,
  );
}
