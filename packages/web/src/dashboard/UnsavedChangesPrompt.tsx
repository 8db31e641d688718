/**
 * Asks before leaving a dashboard with unsaved changes: going to another page of the app asks
 * whether to save first (Superset's texts: Save, Discard, or stay), and closing or reloading
 * the browser tab asks the browser's own question.
 */
import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_TITLE = 'Save changes to your dashboard?';
export const UNSAVED_TEXT = "If you don't save, changes will be lost.";

export function UnsavedChangesPrompt({
  unsaved,
  save,
}: {
  unsaved: boolean;
  save(): Promise<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await save();
    setSaving(false);
    if (!blocked) return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Modal
      open={blocked}
      title={UNSAVED_TITLE}
      onCancel={() => blocked && blocker.reset()}
      footer={[
        <Button key="discard" onClick={() => blocked && blocker.proceed()}>
          Discard
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void saveAndLeave()}>
          Save
        </Button>,
      ]}
    >
      {UNSAVED_TEXT}
    </Modal>
  );
}
