/**
 * The save modal: "Save (Overwrite)" (owners of a saved chart) or "Save as...", the chart
 * name, and "Add to dashboard": one of the user's dashboards, or a new one by the typed name
 * (created first, then the chart is saved onto it).
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { getBootstrapUser } from '../app/bootstrap';
import { saveChart } from './exploreApi';
import {
  chartDashboardIds,
  createDashboard,
  dashboardOptions,
  fetchOwnDashboards,
  type DashboardOption,
  type DashboardPick,
} from './saveDashboards';

export type SaveAction = 'overwrite' | 'saveas';

function DashboardSelect({
  value,
  onChange,
}: {
  value: DashboardOption | null;
  onChange(option: DashboardOption | null): void;
}) {
  const [search, setSearch] = useState('');
  // The dashboards found for a search text; loading until they are those of the current text.
  const [found, setFound] = useState<{
    search: string | null;
    rows: { id: number; dashboard_title: string | null }[];
  }>({ search: null, rows: [] });
  const userId = getBootstrapUser().userId;
  const loading = found.search !== search;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    fetchOwnDashboards(search, userId)
      .then((rows) => live && setFound({ search, rows }))
      .catch(() => live && setFound({ search, rows: [] }));
    return () => {
      live = false;
    };
  }, [search, userId]);

  const options = dashboardOptions(found.rows, search);
  const shown =
    value && !options.some((o) => o.value === value.value) ? [value, ...options] : options;
  return (
    <Select
      aria-label="Select a dashboard"
      placeholder="Select a dashboard or create a new one"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      allowClear
      loading={loading}
      value={value?.value}
      options={shown.map((o) => ({
        value: o.value,
        label: o.label,
      }))}
      labelRender={() => (value ? value.pick.title : null)}
      onChange={(v: string | undefined) => {
        onChange(shown.find((o) => o.value === v) ?? null);
        setSearch('');
      }}
      notFoundContent={loading ? 'Loading...' : 'No dashboards'}
    />
  );
}

export function SaveModal({
  formData,
  sliceId,
  sliceName,
  canOverwrite,
  onClose,
  onSaved,
}: {
  formData: QueryFormData;
  sliceId: number | null;
  sliceName: string;
  canOverwrite: boolean;
  onClose(): void;
  onSaved(id: number, name: string, action: SaveAction, dashboard: DashboardPick | null): void;
}) {
  const [action, setAction] = useState<SaveAction>(
    Boolean(sliceId) && canOverwrite ? 'overwrite' : 'saveas',
  );
  const [name, setName] = useState(sliceName);
  const [dashboard, setDashboard] = useState<DashboardOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const overwriting = action === 'overwrite' && sliceId ? sliceId : undefined;
      let dashboards: number[] | undefined;
      if (dashboard) {
        const dashboardId = dashboard.pick.id ?? (await createDashboard(dashboard.pick.title));
        // Overwriting keeps the dashboards the chart is already on.
        const current = overwriting ? await chartDashboardIds(overwriting) : [];
        dashboards = [...new Set([...current, dashboardId])];
      }
      const id = await saveChart(formData, name.trim(), overwriting, dashboards);
      onSaved(id, name.trim(), action, dashboard?.pick ?? null);
    } catch (e) {
      setError(toApiErrorInfo(e).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Save chart"
      okText="Save"
      onOk={() => void submit()}
      okButtonProps={{ disabled: !name.trim() }}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item>
          <Radio.Group value={action} onChange={(e) => setAction(e.target.value as SaveAction)}>
            <Radio value="overwrite" disabled={!sliceId || !canOverwrite}>
              Save (Overwrite)
            </Radio>
            <Radio value="saveas">Save as...</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Chart name" required>
          <Input
            aria-label="Chart name"
            placeholder="Chart name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item label="Add to dashboard">
          <DashboardSelect value={dashboard} onChange={setDashboard} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
