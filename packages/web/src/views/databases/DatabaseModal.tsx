/**
 * The connection dialog (Superset's DatabaseModal): pick an engine, then its dynamic form or
 * a SQLAlchemy URI, with Test connection and the Advanced settings; Connect creates the
 * connection, Finish saves an edited one (a masked password sent back keeps the stored one).
 */
import { useState } from 'react';
import { Modal } from 'antd';
import type { AvailableDatabase, DatabaseConnection } from '@tessera/core';
import { toApiErrorInfo } from '../../api/apiError';
import { useAvailableEnginesQuery, useDatabaseConnectionQuery } from '../../api/databaseApi';
import { ApiErrorMessage } from '../../components/ErrorMessage';
import { PageSpinner } from '../../components/PageSpinner';
import { ConnectionStep, type DialogState, type EngineChoice } from './ConnectionStep';
import {
  hasDynamicForm,
  newConnectionValues,
  savedConnectionValues,
  type ConfigurationMethod,
} from './databaseForm';
import { EngineStep } from './EngineStep';

export interface DatabaseModalProps {
  open: boolean;
  /** The connection to edit; a new one when absent. */
  databaseId?: number;
  onClose(): void;
}

const WIDTH = 640;

function stateFromConnection(conn: DatabaseConnection, engines: AvailableDatabase[]): DialogState {
  const known = engines.find((e) => e.engine === conn.backend);
  const engine: EngineChoice = known
    ? { ...known, driver: conn.driver }
    : {
        name: conn.backend,
        engine: conn.backend,
        parameters: conn.parameters_schema ?? undefined,
        sqlalchemy_uri_placeholder: '',
        default_driver: conn.driver,
      };
  const { values, extraRest } = savedConnectionValues(conn);
  const method: ConfigurationMethod =
    conn.configuration_method === 'dynamic_form' && hasDynamicForm(engine)
      ? 'dynamic_form'
      : 'sqlalchemy_form';
  return { engine, method, extraRest, values };
}

function DatabaseDialog({
  engines,
  enginesLoading,
  databaseId,
  initial,
  onClose,
}: {
  engines: AvailableDatabase[];
  enginesLoading: boolean;
  databaseId?: number;
  initial: DialogState | null;
  onClose(): void;
}) {
  const editing = databaseId !== undefined;
  const [state, setState] = useState<DialogState | null>(initial);
  const [picks, setPicks] = useState(0);

  const pick = (engine: AvailableDatabase) => {
    setPicks(picks + 1);
    setState({
      engine,
      method: hasDynamicForm(engine) ? 'dynamic_form' : 'sqlalchemy_form',
      extraRest: {},
      values: newConnectionValues(engine),
    });
  };

  return (
    <Modal
      open
      title={editing ? 'Edit database' : 'Connect a database'}
      onCancel={onClose}
      footer={null}
      width={WIDTH}
      mask={{ closable: false }}
    >
      {!state ? (
        <EngineStep engines={engines} loading={enginesLoading} onPick={pick} />
      ) : (
        <ConnectionStep
          key={picks}
          initial={state}
          databaseId={databaseId}
          onBack={editing ? undefined : () => setState(null)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function EditDatabaseDialog({ databaseId, onClose }: { databaseId: number; onClose(): void }) {
  const engines = useAvailableEnginesQuery();
  const conn = useDatabaseConnectionQuery(databaseId, { refetchOnMountOrArgChange: true });
  if (conn.error || engines.error) {
    return (
      <Modal open title="Edit database" onCancel={onClose} footer={null} width={WIDTH}>
        <ApiErrorMessage
          error={toApiErrorInfo(conn.error ?? engines.error)}
          title="The database could not be loaded"
        />
      </Modal>
    );
  }
  if (!conn.data || !engines.data || conn.isFetching) {
    return (
      <Modal open title="Edit database" onCancel={onClose} footer={null} width={WIDTH}>
        <PageSpinner height={240} />
      </Modal>
    );
  }
  return (
    <DatabaseDialog
      engines={engines.data.databases}
      enginesLoading={false}
      databaseId={databaseId}
      initial={stateFromConnection(conn.data.result, engines.data.databases)}
      onClose={onClose}
    />
  );
}

function NewDatabaseDialog({ onClose }: { onClose(): void }) {
  const engines = useAvailableEnginesQuery();
  return (
    <DatabaseDialog
      engines={engines.data?.databases ?? []}
      enginesLoading={engines.isLoading}
      initial={null}
      onClose={onClose}
    />
  );
}

export function DatabaseModal({ open, databaseId, onClose }: DatabaseModalProps) {
  if (!open) return null;
  return databaseId === undefined ? (
    <NewDatabaseDialog onClose={onClose} />
  ) : (
    <EditDatabaseDialog key={databaseId} databaseId={databaseId} onClose={onClose} />
  );
}
