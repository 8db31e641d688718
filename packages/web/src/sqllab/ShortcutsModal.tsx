/** The keyboard shortcuts list. */
import { Modal, Table } from 'antd';
import { SHORTCUTS, type Shortcut } from './shortcuts';

export function ShortcutsModal({ onClose }: { onClose(): void }) {
  return (
    <Modal open title="Keyboard shortcuts" onCancel={onClose} footer={null}>
      <Table<Shortcut>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={[...SHORTCUTS]}
        columns={[
          { title: 'Keys', dataIndex: 'label', width: 180 },
          { title: 'Action', dataIndex: 'description' },
        ]}
      />
    </Modal>
  );
}
