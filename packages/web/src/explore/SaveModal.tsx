/**
 * The save modal: "Save (Overwrite)" (owners of a saved chart) or "Save as...", the chart
 * name, and "Add to dashboard": one of the user's dashboards, or a new one by the typed name
 * (created first, then the chart is saved onto it). "Save & go to dashboard" then opens that
 * dashboard, where the server has put the chart.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch } from 'react-redux';
import type { QueryFormData } from '@tessera/charts';
import { toApiErrorInfo } from '../api/apiError';
import { chartApi, useCreateChartMutation, useUpdateChartMutation } from '../api/chartApi';
import { useCreateDashboardMutation, useOwnDashboardsQuery } from '../api/dashboardApi';
import { getBootstrapUser } from '../app/bootstrap';
import type { AppDispatch } from '../store/store';
import { chartBody } from './exploreBodies';
import { dashboardOptions, type DashboardOption, type DashboardPick } from './saveDashboards';

export type SaveAction = 'overwrite' | 'saveas';

export const SAVE_AND_GO = 'Save & go to dashboard';

/** What a save made: the chart, how, the dashboard picked, and the one to open (or null). */
export type OnChartSaved = (
  id: number,
  name: string,
  action: SaveAction,
  dashboard: DashboardPick | null,
  goToDashboardId: number | null,
) => void;

function DashboardSelect({
  value,
  onChange,
}: {
  value: DashboardOption | null;
  onChange(option: DashboardOption | null): void;
}) {
  const [search, setSearch] = useState('');
  const userId = getBootstrapUser().userId;
  // The dashboards found for the current text (asked anew each time); loading until they come.
  const found = useOwnDashboardsQuery(userId === undefined ? skipToken : { search, userId }, {
    refetchOnMountOrArgChange: true,
  });
  const loading = userId === undefined || found.isFetching;

  const options = dashboardOptions(found.currentData ?? [], search);
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
  onSaved: OnChartSaved;
}) {
  const [action, setAction] = useState<SaveAction>(
    Boolean(sliceId) && canOverwrite ? 'overwrite' : 'saveas',
  );
  const [name, setName] = useState(sliceName);
  const [dashboard, setDashboard] = useState<DashboardOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dispatch = useDispatch<AppDispatch>();
  const [createDashboard] = useCreateDashboardMutation();
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();

  /** The ids of the dashboards a saved chart is on. */
  const chartDashboardIds = async (chartId: number): Promise<number[]> => {
    const { result } = await dispatch(
      chartApi.endpoints.getChart.initiate(chartId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    return result.dashboards.map((d) => d.id);
  };

  /** Saves the form data as a new chart (answers its id) or over chart `id`. */
  const saveChart = async (sliceName: string, id?: number, dashboards?: number[]) => {
    const body = chartBody(formData, sliceName, dashboards);
    if (id) {
      await updateChart({ id, body }).unwrap();
      return id;
    }
    return (await createChart(body).unwrap()).id;
  };

  const submit = async (goToDashboard = false) => {
    if (!name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const overwriting = action === 'overwrite' && sliceId ? sliceId : undefined;
      let dashboards: number[] | undefined;
      let dashboardId: number | null = null;
      if (dashboard) {
        dashboardId =
          dashboard.pick.id ??
          (await createDashboard({ dashboard_title: dashboard.pick.title }).unwrap()).id;
        // Overwriting keeps the dashboards the chart is already on.
        const current = overwriting ? await chartDashboardIds(overwriting) : [];
        dashboards = [...new Set([...current, dashboardId])];
      }
      const id = await saveChart(name.trim(), overwriting, dashboards);
      const goTo = goToDashboard ? dashboardId : null;
      onSaved(id, name.trim(), action, dashboard?.pick ?? null, goTo);
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
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          <Button
            data-test="btn-modal-save-and-go"
            disabled={!dashboard || !name.trim() || saving}
            onClick={() => void submit(true)}
          >
            {SAVE_AND_GO}
          </Button>
          <OkBtn />
        </>
      )}
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
