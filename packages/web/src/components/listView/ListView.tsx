/**
 * The one list view of every list page (Superset's ListView): the page's title and actions
 * with Bulk select, the card/list toggle, the declared filters and the card view's Sort, the
 * bulk select bar, and the rows as a table (sortable columns, server paging) or as cards.
 * Its state and data come from `useListView`; a page declares the rest.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Segmented, Select, Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import {
  AppstoreOutlined,
  ImportOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { PageHeader } from '../PageHeader';
import { BulkSelectBar } from './BulkSelectBar';
import { CardGrid } from './CardGrid';
import { ListFilters } from './ListFilters';
import { ListTable } from './ListTable';
import { LIST_PAGE_SIZES, cardSortOf, isFiltered, type ListViewMode } from './listState';
import type { BulkSelect, CardView } from './types';
import type { ListViewModel } from './useListView';

export interface ListViewProps<T extends { id: number }> {
  list: ListViewModel<T>;
  title: string;
  subtitle?: ReactNode;
  /** The header's primary "+ <thing>" button, after Bulk select. */
  add?: { text: string; ariaLabel?: string; onClick?(): void; href?: string };
  /** The header's import icon button, first ("Import dashboards"). */
  importButton?: { ariaLabel: string; onClick(): void };
  /** Plural noun of the rows ("charts"): the totals line and the load error's title. */
  noun: string;
  /** The empty list's text, and the one while filtered (by any filter, or those named). */
  emptyText: { unfiltered: string; filtered: string; filteredBy?: string[] };
  columns: TableColumnsType<T>;
  card?: CardView<T>;
  /** Bulk select with these actions (no Bulk select button without). */
  bulk?: BulkSelect<T>;
  pageSizes?: number[];
  /** No pager while every row fits on one page. */
  hideSinglePage?: boolean;
}

/** The columns with `sorter: true` showing the list's order on the one it sorts by. */
function withSortOrder<T>(columns: TableColumnsType<T>, order: ListViewModel<T>['order']) {
  return columns.map((c) =>
    c.sorter === true && c.key !== undefined
      ? {
          ...c,
          sortOrder:
            order?.column === c.key ? (order.direction === 'desc' ? 'descend' : 'ascend') : null,
        }
      : c,
  ) as TableColumnsType<T>;
}

/** The card/list toggle, the declared filters, and the card view's Sort. */
function Toolbar<T extends { id: number }>({
  list,
  card,
  view,
}: {
  list: ListViewModel<T>;
  card?: CardView<T>;
  view: ListViewMode;
}) {
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      {card && (
        <Segmented<ListViewMode>
          aria-label="View"
          value={view}
          onChange={list.setView}
          options={[
            { value: 'card', icon: <AppstoreOutlined aria-label="Card view" /> },
            { value: 'list', icon: <UnorderedListOutlined aria-label="List view" /> },
          ]}
        />
      )}
      <ListFilters filters={list.filters} values={list.values} onChange={list.setValue} />
      {view === 'card' && card?.sorts && (
        <Select<string>
          prefix="Sort:"
          aria-label="Sort"
          style={{ width: 250 }}
          value={cardSortOf(card.sorts, list.order)}
          placeholder="Sort"
          onChange={(v) => list.setOrder(card.sorts!.find((s) => s.value === v)!.order)}
          options={card.sorts.map(({ label, value }) => ({ label, value }))}
        />
      )}
    </Flex>
  );
}

export function ListView<T extends { id: number }>({
  list,
  title,
  subtitle,
  add,
  importButton,
  noun,
  emptyText,
  columns,
  card,
  bulk,
  pageSizes = LIST_PAGE_SIZES,
  hideSinglePage,
}: ListViewProps<T>) {
  const view: ListViewMode = card ? list.view : 'list';
  const filtered = isFiltered(list.applied, emptyText.filteredBy);
  const empty = filtered ? emptyText.filtered : emptyText.unfiltered;
  const selecting = bulk && list.bulk ? bulk : undefined;

  const onTableChange: TableProps<T>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    list.setOrder(
      s?.order
        ? {
            column: String(s.columnKey ?? s.field),
            direction: s.order === 'descend' ? 'desc' : 'asc',
          }
        : null,
    );
    list.goTo((pagination.current ?? 1) - 1, pagination.pageSize ?? list.pageSize);
  };

  return (
    <div>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          (bulk || add || importButton) && (
            <>
              {importButton && (
                <Tooltip title={importButton.ariaLabel}>
                  <Button
                    type="text"
                    icon={<ImportOutlined />}
                    aria-label={importButton.ariaLabel}
                    onClick={importButton.onClick}
                  />
                </Tooltip>
              )}
              {bulk && (
                <Button onClick={list.toggleBulk}>
                  {list.bulk ? 'Close bulk select' : 'Bulk select'}
                </Button>
              )}
              {add && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  aria-label={add.ariaLabel}
                  onClick={add.onClick}
                  href={add.href}
                >
                  {add.text}
                </Button>
              )}
            </>
          )
        }
      />
      <Toolbar list={list} card={card} view={view} />
      {selecting && (
        <BulkSelectBar
          bulk={selecting}
          rows={list.rows}
          selected={list.selected}
          onSelect={list.setSelected}
        />
      )}
      {view === 'card' && card ? (
        <CardGrid<T>
          label={card.label}
          noun={noun}
          error={list.error}
          rows={list.rows}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          pageSizes={pageSizes}
          loading={list.loading}
          emptyText={empty}
          onPage={list.goTo}
          card={(row) =>
            card.render(
              row,
              selecting && {
                selected: list.selected.includes(row.id),
                disabled: !(selecting.selectable?.(row) ?? true),
                onChange: (on) =>
                  list.setSelected(
                    on ? [...list.selected, row.id] : list.selected.filter((id) => id !== row.id),
                  ),
              },
            )
          }
        />
      ) : (
        <ListTable<T>
          noun={noun}
          error={list.error}
          rows={list.rows}
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          pageSizes={pageSizes}
          hideSinglePage={hideSinglePage}
          columns={withSortOrder(columns, list.order)}
          loading={list.loading}
          onChange={onTableChange}
          rowSelection={
            selecting && {
              selectedRowKeys: list.selected,
              onChange: (keys) => list.setSelected(keys.map(Number)),
              getCheckboxProps: (row) => ({
                disabled: !(selecting.selectable?.(row) ?? true),
                'aria-label': `Select ${selecting.name(row)}`,
              }),
            }
          }
          emptyText={empty}
        />
      )}
    </div>
  );
}
