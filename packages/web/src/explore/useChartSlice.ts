/**
 * The explore page's saved chart (slice): its name, whether the user may overwrite it, and
 * what renaming, saving (and going to the dashboard it was saved onto) and editing its
 * properties do to it.
 */
import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dashboardPageUrl, type ExploreSlice } from '@tessera/core';
import { toApiErrorInfo } from '../api/apiError';
import { useUpdateChartMutation } from '../api/chartApi';
import { getBootstrapUser } from '../app/bootstrap';
import { addedToDashboardMessage } from './saveDashboards';
import type { OnChartSaved } from './SaveModal';

export function useChartSlice(opening: ExploreSlice | null, closeDialog: () => void) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [updateChart] = useUpdateChartMutation();
  const user = getBootstrapUser();
  const isAdmin = Object.keys(user.roles).some((r) => r.toLowerCase() === 'admin');
  const [slice, setSlice] = useState<ExploreSlice | null>(opening);
  // the name an unsaved chart is given before its first save
  const [newName, setNewName] = useState<string>('');
  const canOverwrite = Boolean(slice) && (isAdmin || slice!.owners.includes(user.userId ?? -1));

  const rename = async (name: string) => {
    if (!slice) return setNewName(name);
    try {
      await updateChart({ id: slice.slice_id, body: { slice_name: name } }).unwrap();
      setSlice({ ...slice, slice_name: name });
    } catch (e) {
      message.error(toApiErrorInfo(e).message);
    }
  };

  const onSaved: OnChartSaved = (id, name, action, dashboard, goToDashboardId) => {
    closeDialog();
    const overwritten = action === 'overwrite' && slice;
    message.success(`Chart [${name}] has been ${overwritten ? 'overwritten' : 'saved'}`);
    if (dashboard) message.success(addedToDashboardMessage(name, dashboard));
    if (goToDashboardId !== null) navigate(dashboardPageUrl(goToDashboardId));
    else if (overwritten) setSlice({ ...slice, slice_name: name });
    else navigate(`/explore/?slice_id=${id}`);
  };

  const onPropertiesSaved = (saved: ExploreSlice) => {
    closeDialog();
    setSlice(saved);
    message.success('Chart properties updated');
  };

  return { slice, newName, canOverwrite, rename, onSaved, onPropertiesSaved };
}
