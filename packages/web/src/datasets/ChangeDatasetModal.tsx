/**
 * The change-dataset modal (used from Explore): a warning, a debounced search and a table of
 * 25 datasets a page (Name, Type, Schema, Connection, Owners); picking one asks to confirm
 * with Cancel and Proceed, then hands the chosen dataset to the caller.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { Dataset, DatasetListItem } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useLazyGetDatasetQuery, useListDatasetsQuery } from '../api/datasetApi';
import { OwnerAvatars } from '../components/OwnerAvatars';
import { useDebounced } from '../components/useDebounced';
import {
  CHANGED_MESSAGE,
  CHANGE_DATASET_PAGE_SIZE,
  CHANGE_WARNING,
  CONFIRM_WARNING,
  changeDatasetParams,
  datasourceKey,
  type ChangeDatasetTableState,
} from './changeDataset';
import { FocusableTableScroll } from '../components/FocusableTableScroll';

export interface ChangeDatasetModalProps {
  open: boolean;
  onHide(): void;
  /** Receives the new datasource key (`{id}__table`). */
  onChange(datasource: string): void;
  /** Receives the chosen dataset as the dataset API shows it, typed `table`. */
  onDatasourceSave(dataset: Dataset & { type: 'table' }): void;
}

export function ChangeDatasetModal({
  open,
  onHide,
  onChange,
  onDatasourceSave,
}: ChangeDatasetModalProps) {
  const { message } = App.useApp();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const [table, setTable] = useState<Omit<ChangeDatasetTableState, 'search'>>({ page: 0 });
  const [chosen, setChosen] = useState<DatasetListItem | null>(null);
  const params = changeDatasetParams({ ...table, search });
  const list = useListDatasetsQuery(params, { skip: !open });
  const [getDataset, getting] = useLazyGetDatasetQuery();

  useEffect(() => {
    if (list.error) message.error(toApiErrorInfo(list.error).message);
  }, [list.error, message]);

  const proceed = async () => {
    if (!chosen) return;
    try {
      const { result } = await getDataset(chosen.id).unwrap();
      onDatasourceSave({ ...result, type: 'table' });
      onChange(datasourceKey(chosen.id));
      onHide();
      message.success(CHANGED_MESSAGE);
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const sortOrder = (column: string) =>
    table.sortColumn === column ? (table.sortDirection === 'desc' ? 'descend' : 'ascend') : null;

  const columns: TableProps<DatasetListItem>['columns'] = [
    {
      title: 'Name',
      key: 'table_name',
      sorter: true,
      sortOrder: sortOrder('table_name'),
      render: (_: unknown, ds) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setChosen(ds)}>
          {ds.table_name}
        </Button>
      ),
    },
    { title: 'Type', dataIndex: 'kind', key: 'kind' },
    {
      title: 'Schema',
      dataIndex: 'schema',
      key: 'schema',
      sorter: true,
      sortOrder: sortOrder('schema'),
    },
    { title: 'Connection', dataIndex: ['database', 'database_name'], key: 'database' },
    {
      title: 'Owners',
      dataIndex: 'owners',
      key: 'owners',
      render: (owners: DatasetListItem['owners']) => <OwnerAvatars people={owners} />,
    },
  ];

  const onTableChange: TableProps<DatasetListItem>['onChange'] = (pagination, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortColumn = s?.order ? String(s.columnKey) : undefined;
    const sortDirection = s?.order === 'descend' ? 'desc' : 'asc';
    const sortChanged = sortColumn !== table.sortColumn || sortDirection !== table.sortDirection;
    setTable({
      page: sortChanged ? 0 : (pagination.current ?? 1) - 1,
      sortColumn,
      sortDirection: sortColumn ? sortDirection : undefined,
    });
  };

  return (
    <Modal
      open={open}
      title="Change dataset"
      onCancel={onHide}
      width={chosen ? 432 : 900}
      afterClose={() => {
        setChosen(null);
        setSearchText('');
        setTable({ page: 0 });
      }}
      footer={
        chosen ? (
          <Flex justify="end" gap={8}>
            <Button onClick={() => setChosen(null)}>Cancel</Button>
            <Button type="primary" loading={getting.isFetching} onClick={() => void proceed()}>
              Proceed
            </Button>
          </Flex>
        ) : null
      }
    >
      {chosen ? (
        <Typography.Paragraph>{CONFIRM_WARNING}</Typography.Paragraph>
      ) : (
        <>
          <Alert
            type="warning"
            style={{ marginBottom: 16 }}
            title={
              <span>
                <strong>Warning!</strong> {CHANGE_WARNING}
              </span>
            }
          />
          <Input
            autoFocus
            placeholder="Search / Filter"
            aria-label="Search / Filter"
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              setTable({ ...table, page: 0 });
            }}
            style={{ marginBottom: 12 }}
          />
          <FocusableTableScroll>
            <Table<DatasetListItem>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={list.data?.result ?? []}
              loading={list.isFetching}
              onChange={onTableChange}
              scroll={{ y: 360 }}
              pagination={{
                current: table.page + 1,
                pageSize: CHANGE_DATASET_PAGE_SIZE,
                total: list.data?.count ?? 0,
                showSizeChanger: false,
              }}
            />
          </FocusableTableScroll>
        </>
      )}
    </Modal>
  );
}
