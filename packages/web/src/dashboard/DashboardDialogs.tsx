/**
 * The dashboard's dialogs, loaded when first opened: Edit properties (the list's properties
 * dialog; in edit mode its values are applied to the unsaved dashboard), Edit CSS (applied
 * live), Save as, the refresh interval and the embed code.
 */
import { lazy, Suspense } from 'react';
import type { DashboardShow } from '@tessera/core';
import type { AppliedDashboardProperties } from '../views/dashboards/DashboardPropertiesModal';
import type { HeaderDialog } from './header/useHeaderActions';
import { layoutToSave, type DashboardEdit } from './useDashboardEdit';

const DashboardPropertiesModal = lazy(() =>
  import('../views/dashboards/DashboardPropertiesModal').then((m) => ({
    default: m.DashboardPropertiesModal,
  })),
);
const CssEditorModal = lazy(() =>
  import('./edit/CssEditorModal').then((m) => ({ default: m.CssEditorModal })),
);
const SaveAsModal = lazy(() =>
  import('./header/SaveAsModal').then((m) => ({ default: m.SaveAsModal })),
);
const EmbedCodeModal = lazy(() =>
  import('../components/EmbedCodeModal').then((m) => ({ default: m.EmbedCodeModal })),
);
const RefreshIntervalModal = lazy(() =>
  import('./header/RefreshIntervalModal').then((m) => ({ default: m.RefreshIntervalModal })),
);

/** What the properties dialog saved (viewing) or applied (edit mode) does to the page. */
function propertiesApplier(
  edit: DashboardEdit,
  updateDashboard: (change: (d: DashboardShow) => DashboardShow) => void,
  reload: () => void,
) {
  return (applied: AppliedDashboardProperties) => {
    if (edit.editMode) {
      const { dashboard_title: title, json_metadata: _metadata, ...properties } = applied.body;
      edit.setDraft({ title: title ?? undefined, metadata: applied.metadata, properties });
      return;
    }
    updateDashboard((d) => ({
      ...d,
      ...applied.body,
      owners: applied.owners,
      roles: applied.roles,
    }));
    reload();
  };
}

export function DashboardDialogs({
  dialog,
  onClose,
  dashboard,
  edit,
  frequency,
  onSessionFrequency,
  embedUrl,
  updateDashboard,
  reload,
}: {
  dialog: HeaderDialog | null;
  onClose(): void;
  dashboard: DashboardShow;
  edit: DashboardEdit;
  frequency: number;
  /** A refresh frequency for this visit (viewing). */
  onSessionFrequency(seconds: number): void;
  /** The permalink the embed code frames. */
  embedUrl: string;
  updateDashboard(change: (d: DashboardShow) => DashboardShow): void;
  reload(): void;
}) {
  if (!dialog) return null;
  const { editMode, title, css, metadata } = edit;
  const onProperties = propertiesApplier(edit, updateDashboard, reload);
  return (
    <Suspense fallback={null}>
      {dialog === 'properties' && (
        <DashboardPropertiesModal
          dashboardId={dashboard.id}
          open
          onClose={onClose}
          onSaved={(applied) => {
            onProperties(applied);
            onClose();
          }}
          onlyApply={editMode}
          current={
            editMode
              ? { dashboard_title: title, json_metadata: JSON.stringify(metadata) }
              : undefined
          }
        />
      )}
      {dialog === 'css' && (
        <CssEditorModal
          open
          css={css}
          onChange={(next) => edit.setDraft({ css: next })}
          onClose={onClose}
        />
      )}
      {dialog === 'saveas' && (
        <SaveAsModal
          open
          dashboardId={dashboard.id}
          title={title}
          css={css}
          jsonMetadata={() =>
            JSON.stringify({
              ...metadata,
              positions: JSON.parse(layoutToSave(edit.layout, title)) as unknown,
            })
          }
          onClose={onClose}
        />
      )}
      {dialog === 'autoRefresh' && (
        <RefreshIntervalModal
          open
          frequency={frequency}
          editMode={editMode}
          onChange={(seconds) =>
            editMode
              ? edit.setDraft({ metadata: { ...metadata, refresh_frequency: seconds } })
              : onSessionFrequency(seconds)
          }
          onClose={onClose}
        />
      )}
      {dialog === 'embed' && (
        <EmbedCodeModal url={embedUrl} subject="Dashboard" onClose={onClose} />
      )}
    </Suspense>
  );
}
