/**
 * Drill to detail (Superset's DrillDetailModal and DrillDetailPane): the rows under a chart,
 * pages of 50 from `POST /datasource/samples` narrowed by the chart's filters (the
 * dashboard's among them) and the clicked values, each clicked value a removable chip over
 * the table; the row count and a reload beside them; loading, empty and error states.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { DRILL_DETAIL_PAGE_SIZE } from '@tessera/core';
import type { DrillFilter, QueryFormData } from '@tessera/charts';
import { useDatasourceSamplesQuery } from '../../api/datasetApi';
import { cellText, NULL_DISPLAY } from '../../explore/cellText';
import { FocusableTableScroll } from '../FocusableTableScroll';
import { datasetIdOf, drillDetailPayload, withoutFilter } from './drillPayload';

export const DRILL_DETAIL_TEXTS = {
  title: (chart: string) => `Drill to detail: ${chart}`,
  empty: 'No rows were returned for this dataset',
  error: 'There was an error loading the rows',
  rows: (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`,
  reload: 'Reload',
  editChart: 'Edit chart',
  close: 'Close',
  removeFilter: (col: string) => `Remove filter ${col}`,
};

export interface DrillDetailModalProps {
  /** The chart's title as shown. */
  title: string;
  /** The form data the chart is drawn with (the dashboard's filters applied). */
  formData: QueryFormData;
  /** The clicked values (none from the chart's menu). */
  filters: DrillFilter[];
  /** Explore for the chart, when the person may open it. */
  onEditChart?(): void;
  onClose(): void;
}

function FilterChips({
  filters,
  onRemove,
}: {
  filters: DrillFilter[];
  onRemove(col: string): void;
}) {
  const sorted = [...filters].sort((a, b) => a.col.localeCompare(b.col));
  return (
    <Flex wrap gap={4} data-test="drill-detail-filters">
      {sorted.map((f) => (
        <Tag
          key={f.col}
          closable={{ 'aria-label': DRILL_DETAIL_TEXTS.removeFilter(f.col) }}
          onClose={(e) => {
            e.preventDefault();
            onRemove(f.col);
          }}
          data-test="drill-detail-filter"
        >
          <span style={{ marginRight: 4 }}>{f.col}</span>
          <strong>{f.formattedVal}</strong>
        </Tag>
      ))}
    </Flex>
  );
}

export default function DrillDetailModal({
  title,
  formData,
  filters: initialFilters,
  onEditChart,
  onClose,
}: DrillDetailModalProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const payload = useMemo(() => drillDetailPayload(formData, filters), [formData, filters]);
  const { data, error, isLoading, isFetching, refetch } = useDatasourceSamplesQuery({
    datasetId: datasetIdOf(formData),
    page,
    perPage: DRILL_DETAIL_PAGE_SIZE,
    payload,
  });
  const columns = useMemo(
    () =>
      (data?.colnames ?? []).map((name, i) => ({
        title: name,
        dataIndex: name,
        key: name,
        ellipsis: true,
        render: (v: unknown) => {
          const text = cellText(v, data?.coltypes[i]);
          return text === NULL_DISPLAY && (v === null || v === undefined) ? (
            <Typography.Text type="secondary">{text}</Typography.Text>
          ) : (
            text
          );
        },
      })),
    [data],
  );

  let content;
  if (error && !isFetching) {
    const message = 'message' in error ? String(error.message) : DRILL_DETAIL_TEXTS.error;
    content = (
      <Alert type="error" showIcon title={DRILL_DETAIL_TEXTS.error} description={message} />
    );
  } else if (isLoading || !data) {
    content = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Loading rows" />
      </Flex>
    );
  } else if (data.total_count === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DRILL_DETAIL_TEXTS.empty} />;
  } else {
    content = (
      <FocusableTableScroll>
        <Table
          size="small"
          data-test="drill-detail-table"
          columns={columns}
          dataSource={data.data.map((row, i) => ({ ...row, __key: `${page}-${i}` }))}
          rowKey="__key"
          loading={isFetching}
          pagination={{
            current: page,
            pageSize: DRILL_DETAIL_PAGE_SIZE,
            total: data.total_count,
            showSizeChanger: false,
            size: 'small',
            onChange: setPage,
          }}
          scroll={{ x: 'max-content', y: '50vh' }}
        />
      </FocusableTableScroll>
    );
  }

  return (
    <Modal
      open
      title={DRILL_DETAIL_TEXTS.title(title)}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        onEditChart ? (
          <Button key="edit" onClick={onEditChart}>
            {DRILL_DETAIL_TEXTS.editChart}
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          {DRILL_DETAIL_TEXTS.close}
        </Button>,
      ]}
    >
      <Flex justify="space-between" align="flex-start" gap={8} style={{ marginBottom: 8 }}>
        <FilterChips
          filters={filters}
          onRemove={(col) => {
            setFilters((current) => withoutFilter(current, col));
            setPage(1);
          }}
        />
        <Flex align="center" gap={4} style={{ flex: 'none' }}>
          {data && (
            <Typography.Text type="secondary" data-test="drill-detail-row-count">
              {DRILL_DETAIL_TEXTS.rows(data.total_count)}
            </Typography.Text>
          )}
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={DRILL_DETAIL_TEXTS.reload}
            onClick={() => void refetch()}
          />
        </Flex>
      </Flex>
      {content}
    </Modal>
  );
}
