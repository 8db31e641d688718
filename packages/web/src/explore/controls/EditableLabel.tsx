/** The popover title: an inline editable label with a placeholder default. */
import { EditOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';

export function EditableLabel(props: {
  value: string;
  placeholder: string;
  onChange(label: string): void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Input
        data-testid="adhoc-label-input"
        size="small"
        autoFocus
        defaultValue={props.value}
        placeholder={props.placeholder}
        onBlur={(e) => {
          setEditing(false);
          props.onChange(e.target.value.trim());
        }}
        onPressEnter={(e) => {
          setEditing(false);
          props.onChange((e.target as HTMLInputElement).value.trim());
        }}
      />
    );
  }
  return (
    <span
      data-testid="adhoc-label"
      role="button"
      tabIndex={0}
      style={{ cursor: 'pointer', fontWeight: 600 }}
      onClick={() => setEditing(true)}
      onKeyDown={(e) => e.key === 'Enter' && setEditing(true)}
    >
      {props.value || props.placeholder} <EditOutlined style={{ fontSize: 12, opacity: 0.6 }} />
    </span>
  );
}
