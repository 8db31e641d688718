/**
 * Superset's dashboard PropertiesModal, from the dashboard list and from the dashboard page:
 * title, URL slug, owners (and roles under DASHBOARD_RBAC), colour scheme, certification and
 * the JSON metadata. Saved with one PUT /api/v1/dashboard/<id>, the server's field errors on
 * their fields; or, with `onlyApply` (the page in edit mode), handed back to be applied to
 * the page's unsaved state.
 */
import { useState } from 'react';
import { Alert, App, Form, Modal, Spin } from 'antd';
import { displayName } from '@tessera/core';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/apiError';
import { useDashboardQuery, useUpdateDashboardMutation } from '../../api/dashboardApi';
import { isFeatureEnabled } from '../../app/featureFlags';
import { applyFieldErrors } from '../../components/formErrors';
import {
  PROPERTIES_FIELDS,
  initialValues,
  parseMetadata,
  personOf,
  propertiesBody,
  savedColorScheme,
  type AppliedDashboardProperties,
  type DashboardPropertiesSource,
  type PropertiesValues,
} from './dashboardProperties';
import { PropertiesFields } from './PropertiesFields';

export type { AppliedDashboardProperties } from './dashboardProperties';

const MANAGED_EXTERNALLY = "This dashboard is managed externally, and can't be edited in Superset";

export interface DashboardPropertiesModalProps {
  dashboardId: number;
  open: boolean;
  onClose(): void;
  /** After a save (or, with `onlyApply`, an Apply); the dialog then closes. */
  onSaved(updated: AppliedDashboardProperties): void;
  /** Apply instead of Save: hand the values back, PUT nothing (the page's edit mode). */
  onlyApply?: boolean;
  /** Values that stand for the stored ones (the page's unsaved title, metadata, ...). */
  current?: Partial<Omit<DashboardPropertiesSource, 'id'>>;
}

/** Superset's texts for a refused save (a 403 is "You do not have permission ..."). */
function saveError(error: ApiErrorInfo): ApiErrorInfo {
  return error.status === 403
    ? { ...error, message: 'You do not have permission to edit this dashboard' }
    : error;
}

function PropertiesForm({
  source,
  onlyApply,
  onClose,
  onSaved,
}: {
  source: DashboardPropertiesSource;
  onlyApply: boolean;
  onClose(): void;
  onSaved(updated: AppliedDashboardProperties): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PropertiesValues>();
  const [update, state] = useUpdateDashboardMutation();
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const rbac = isFeatureEnabled('DASHBOARD_RBAC');
  const owners = new Map(source.owners.map((o) => [o.id, displayName(o)]));
  const roles = new Map(source.roles.map((r) => [r.id, r.name]));

  const applied = (values: PropertiesValues): AppliedDashboardProperties => {
    const body = propertiesBody(values, rbac);
    return {
      id: source.id,
      body,
      metadata: parseMetadata(body.json_metadata) ?? {},
      colorScheme: savedColorScheme(values),
      owners: values.owners.map((id) => personOf(id, owners.get(id) ?? '', source.owners)),
      roles: values.roles.map((id) => ({ id, name: roles.get(id) ?? String(id) })),
    };
  };

  const submit = async () => {
    let values: PropertiesValues;
    try {
      values = await form.validateFields();
    } catch (e) {
      const fields = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      if (fields.some((f) => f.name[0] === 'json_metadata')) setAdvancedOpen(true);
      return;
    }
    const result = applied({ ...form.getFieldsValue(true), ...values });
    setError(null);
    if (onlyApply) {
      onSaved(result);
      message.success('Dashboard properties updated');
      return onClose();
    }
    try {
      const answer = await update({ id: source.id, body: result.body }).unwrap();
      onSaved({ ...result, lastModifiedTime: answer.last_modified_time });
      message.success('The dashboard has been saved');
      onClose();
    } catch (e) {
      const rest = applyFieldErrors(form, saveError(toApiErrorInfo(e)), PROPERTIES_FIELDS);
      if (form.getFieldError('json_metadata').length) setAdvancedOpen(true);
      setError(rest);
    }
  };

  const managed = source.is_managed_externally;
  return (
    <Modal
      open
      title="Dashboard properties"
      okText={onlyApply ? 'Apply' : 'Save'}
      onOk={() => void submit()}
      okButtonProps={{ disabled: managed, title: managed ? MANAGED_EXTERNALLY : undefined }}
      confirmLoading={state.isLoading}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error.message} />}
      <Form<PropertiesValues> form={form} layout="vertical" initialValues={initialValues(source)}>
        <PropertiesFields
          form={form}
          owners={owners}
          roles={roles}
          rbac={rbac}
          advancedOpen={advancedOpen}
          onAdvancedOpen={setAdvancedOpen}
        />
      </Form>
    </Modal>
  );
}

export function DashboardPropertiesModal({
  dashboardId,
  open,
  onClose,
  onSaved,
  onlyApply = false,
  current,
}: DashboardPropertiesModalProps) {
  const dashboard = useDashboardQuery(dashboardId, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  // The form opens on the dashboard as it is now, and stays (with what was typed) through
  // later refetches.
  const [shown, setShown] = useState(false);
  const fresh = open && dashboard.data !== undefined && !dashboard.isFetching;
  if (fresh !== shown && (fresh || !open)) setShown(fresh);
  if (!open) return null;
  if (!dashboard.data || !shown) {
    return (
      <Modal open title="Dashboard properties" footer={null} onCancel={onClose} width={720}>
        {dashboard.error ? (
          <Alert
            type="error"
            showIcon
            title={`An error occurred while fetching dashboard info: ${toApiErrorInfo(dashboard.error).message}`}
          />
        ) : (
          <Spin style={{ display: 'block', padding: 48 }} />
        )}
      </Modal>
    );
  }
  return (
    <PropertiesForm
      key={dashboardId}
      source={{ ...dashboard.data, ...current }}
      onlyApply={onlyApply}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

export default DashboardPropertiesModal;
