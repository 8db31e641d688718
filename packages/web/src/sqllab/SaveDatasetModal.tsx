/**
 * Save or Overwrite Dataset (spec §2): save the result's query as a new virtual dataset
 * (default name: tab title and a timestamp) or overwrite one of the user's own datasets after
 * confirming; either way the user lands in Explore on the dataset.
 */
import { useMemo, useState } from 'react';
import { App, AutoComplete, Button, Input, Modal, Radio, Space, Typography } from 'antd';
import { getBootstrapUser } from '../app/bootstrap';
import type { SqlLabResultColumn } from '@tessera/core';
import { useListDatasetsQuery, useUpdateDatasetMutation } from '../api/datasetApi';
import { useDebounced } from '../components/useDebounced';
import type { Query } from './types';
import { defaultDatasetName } from './datasetName';
import { MESSAGES } from './messages';
import { exploreDatasetUrl, useSaveResultDataset } from './useSaveResultDataset';

type Mode = 'new' | 'overwrite';

export function SaveDatasetModal({
  query,
  columns,
  tabTitle,
  onClose,
}: {
  query: Query;
  /** The result's columns. */
  columns: SqlLabResultColumn[];
  tabTitle: string;
  onClose(): void;
}) {
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(() => defaultDatasetName(tabTitle));
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const debounced = useDebounced(search, 300);
  const userId = getBootstrapUser().userId;
  const mine = useListDatasetsQuery(
    {
      page: 0,
      pageSize: 25,
      order: { column: 'changed_on_delta_humanized', direction: 'desc' },
      filters: { search: debounced, owner: userId },
    },
    { skip: mode !== 'overwrite' || userId === undefined },
  );
  const { saveAndExplore, saving } = useSaveResultDataset(query, columns);
  const [overwrite, overwriting] = useUpdateDatasetMutation();
  const options = useMemo(
    () =>
      (mine.data?.result ?? []).map((d) => ({
        value: String(d.id),
        label: d.table_name,
      })),
    [mine.data],
  );

  const disabled = mode === 'new' ? !name.trim() : chosen === null && !search.trim();

  const saveNew = () => saveAndExplore(name);

  const resolvedChoice = () => {
    if (chosen !== null) return mine.data?.result.find((d) => d.id === chosen);
    return mine.data?.result.find((d) => d.table_name === search.trim());
  };

  const doOverwrite = async () => {
    const target = resolvedChoice();
    if (!target) {
      message.error('Select a dataset you own to overwrite');
      setConfirming(false);
      return;
    }
    try {
      await overwrite({
        id: target.id,
        overrideColumns: true,
        body: {
          sql: query.sql,
          database_id: query.dbId,
          owners: target.owners.map((o) => o.id),
          columns: columns.map((c) => ({
            column_name: c.column_name,
            type: c.type,
            is_dttm: c.is_dttm,
          })),
        },
      }).unwrap();
      message.success(MESSAGES.datasetSaved);
      window.location.assign(exploreDatasetUrl(target.id));
    } catch {
      message.error(MESSAGES.saveDataset);
    }
  };

  const footer = confirming ? (
    <Space>
      <Button onClick={() => setConfirming(false)}>Back</Button>
      <Button type="primary" loading={overwriting.isLoading} onClick={() => void doOverwrite()}>
        Overwrite
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={onClose}>Cancel</Button>
      <Button
        type="primary"
        disabled={disabled}
        loading={saving}
        onClick={() => (mode === 'new' ? void saveNew() : setConfirming(true))}
      >
        {mode === 'new' ? 'Save' : 'Overwrite'}
      </Button>
    </Space>
  );

  return (
    <Modal open title="Save or Overwrite Dataset" onCancel={onClose} footer={footer} width={520}>
      {confirming ? (
        <Typography.Paragraph>
          Are you sure you want to overwrite this dataset?
        </Typography.Paragraph>
      ) : (
        <Radio.Group
          value={mode}
          onChange={(e) => setMode(e.target.value as Mode)}
          style={{ display: 'flex', flexDirection: 'column', gap: 12, width: '100%' }}
        >
          <Radio value="new">Save as new</Radio>
          <Input
            aria-label="Dataset name"
            value={name}
            disabled={mode !== 'new'}
            onChange={(e) => setName(e.target.value)}
          />
          <Radio value="overwrite">Overwrite existing</Radio>
          <AutoComplete
            aria-label="Dataset to overwrite"
            placeholder="Select or type dataset name"
            disabled={mode !== 'overwrite'}
            options={options}
            value={search}
            style={{ width: '100%' }}
            onSearch={(text) => {
              setSearch(text);
              setChosen(null);
            }}
            onSelect={(value: string, option) => {
              setChosen(Number(value));
              setSearch(String(option.label));
            }}
          />
        </Radio.Group>
      )}
    </Modal>
  );
}
