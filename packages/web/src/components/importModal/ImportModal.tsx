/**
 * Importing a bundle (Superset's ImportModelsModal): the ZIP dropped or picked, then, when
 * the server asks, a password per database of the bundle and the overwrite confirmation
 * typed as "OVERWRITE"; anything else refused is shown with Superset's texts.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { toApiErrorInfo } from '../../api/apiError';
import { useImportBundleMutation } from '../../api/importExportApi';
import type { ImportResource } from '../../api/importExportApi';
import { readImportErrors } from './importErrors';

/** The singular and plural labels of each resource, as Superset's texts name them. */
export const RESOURCE_LABELS: Record<ImportResource, { one: string; many: string }> = {
  dashboard: { one: 'dashboard', many: 'dashboards' },
  chart: { one: 'chart', many: 'charts' },
  dataset: { one: 'dataset', many: 'datasets' },
  database: { one: 'database', many: 'databases' },
  saved_query: { one: 'saved query', many: 'saved queries' },
};

const CONFIRMATION = 'OVERWRITE';

export function ImportModal({
  resource,
  open,
  onClose,
  onImported,
}: {
  resource: ImportResource;
  open: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const label = RESOURCE_LABELS[resource];
  const [importBundle, { isLoading }] = useImportBundleMutation();
  const [file, setFile] = useState<File | null>(null);
  const [passwordsNeeded, setPasswordsNeeded] = useState<string[]>([]);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [alreadyExists, setAlreadyExists] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsOverwrite = alreadyExists.length > 0;

  const reset = () => {
    setFile(null);
    setPasswordsNeeded([]);
    setPasswords({});
    setAlreadyExists([]);
    setConfirmation('');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setError(null);
    try {
      await importBundle({
        resource,
        file,
        passwords,
        overwrite: needsOverwrite && confirmation === CONFIRMATION,
      }).unwrap();
      reset();
      onImported();
    } catch (e) {
      const info = toApiErrorInfo(e);
      const prompts = info.errors ? readImportErrors(info.errors) : null;
      if (prompts && !prompts.otherError) {
        setPasswordsNeeded(prompts.passwordsNeeded);
        setAlreadyExists(prompts.alreadyExists);
        return;
      }
      const messages = info.errors?.length ? info.errors.map((x) => x.message) : [info.message];
      setError(
        `An error occurred while importing ${label.one}: ${[
          ...messages,
          'Please re-export your file and try importing again',
        ].join('\n')}`,
      );
    }
  };

  return (
    <Modal
      open={open}
      title={`Import ${label.one}`}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="import"
          type="primary"
          danger={needsOverwrite}
          loading={isLoading}
          disabled={!file || (needsOverwrite && confirmation !== CONFIRMATION)}
          onClick={() => void submit()}
        >
          {needsOverwrite ? 'Overwrite' : 'Import'}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Upload.Dragger
          accept=".yaml,.json,.yml,.zip"
          maxCount={1}
          aria-label="File"
          fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
          beforeUpload={(picked) => {
            reset();
            setFile(picked);
            return false;
          }}
          onRemove={() => reset()}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Drop a ZIP file here, or click to select one</p>
        </Upload.Dragger>
        {passwordsNeeded.length > 0 && (
          <Flex vertical gap="small">
            <Typography.Text>
              The passwords for the databases below are needed in order to import them together with
              the {label.many}. Please note that the &quot;Secure Extra&quot; and
              &quot;Certificate&quot; sections of the database configuration are not present in
              export files, and should be added manually after the import if they are needed.
            </Typography.Text>
            {passwordsNeeded.map((path) => (
              <label key={path}>
                <Typography.Text strong>{path}</Typography.Text>
                <Input.Password
                  autoComplete="new-password"
                  value={passwords[path] ?? ''}
                  onChange={(e) => setPasswords({ ...passwords, [path]: e.target.value })}
                />
              </label>
            ))}
          </Flex>
        )}
        {needsOverwrite && (
          <Flex vertical gap="small">
            <Typography.Text>
              You are importing one or more {label.many} that already exist. Overwriting might cause
              you to lose some of your work. Are you sure you want to overwrite?
            </Typography.Text>
            <label>
              <Typography.Text>Type &quot;{CONFIRMATION}&quot; to confirm</Typography.Text>
              <Input value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
            </label>
          </Flex>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            message={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
          />
        )}
      </Flex>
    </Modal>
  );
}
