/** The card view: a grid of chart cards over the same server page as the list view. */
import { Empty, Flex, Pagination, Spin } from 'antd';
import type { ChartListItem } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { LIST_PAGE_SIZES } from '../../components/ServerPagedTable';
import { ChartCard } from './ChartCard';
import type { ChartActions } from './chartColumns';
import type { ChartFavorites } from './useChartFavorites';

export function ChartCardGrid({
  error,
  rows,
  total,
  page,
  pageSize,
  loading,
  emptyText,
  onPage,
  favorites,
  canWrite,
  actions,
  selection,
}: {
  error: unknown;
  rows: ChartListItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage(page: number, pageSize: number): void;
  favorites: ChartFavorites;
  canWrite: boolean;
  actions: ChartActions;
  selection?: { selected: number[]; onChange(selected: number[]): void };
}) {
  if (error) {
    return <ApiErrorMessage error={toApiErrorInfo(error)} title="The charts could not be loaded" />;
  }
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div
          role="list"
          aria-label="Charts"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: 16,
          }}
        >
          {rows.map((chart) => (
            <div role="listitem" key={chart.id}>
              <ChartCard
                chart={chart}
                favorites={favorites}
                canWrite={canWrite}
                actions={actions}
                selection={
                  selection && {
                    selected: selection.selected.includes(chart.id),
                    onChange: (on) =>
                      selection.onChange(
                        on
                          ? [...selection.selected, chart.id]
                          : selection.selected.filter((id) => id !== chart.id),
                      ),
                  }
                }
              />
            </div>
          ))}
        </div>
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination
          current={page + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger
          pageSizeOptions={LIST_PAGE_SIZES}
          showTotal={(all, [from, to]) => `${from}–${to} of ${all} charts`}
          onChange={(p, size) => onPage(p - 1, size)}
        />
      </Flex>
    </Spin>
  );
}
