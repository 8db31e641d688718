/**
 * The body of one side of the permissions transfer list: a "Select all" and a checkbox per
 * permission, each named by its text. antd's own list body (and its header's select-all)
 * draws checkboxes that no label names, which a screen reader announces as "checkbox" alone.
 */
import { Checkbox, Typography, theme } from 'antd';
import type { TransferProps } from 'antd';

interface Titled {
  key: string;
  title: string;
}

type ListBodyProps<T> = Parameters<NonNullable<TransferProps<T>['children']>>[0];

export function PermissionChecklist<T extends Titled>({
  filteredItems,
  selectedKeys,
  onItemSelect,
  onItemSelectAll,
  disabled,
}: ListBodyProps<T>) {
  const { token } = theme.useToken();
  const keys = filteredItems.map((item) => item.key);
  const checked = keys.filter((key) => selectedKeys.includes(key)).length;
  const row = { padding: `${token.paddingXXS}px ${token.paddingSM}px` };
  if (keys.length === 0)
    return (
      <Typography.Text type="secondary" style={{ display: 'block', ...row }}>
        None
      </Typography.Text>
    );
  return (
    <div style={{ height: '100%', overflow: 'auto' }}>
      <div style={{ ...row, borderBottom: `1px solid ${token.colorSplit}` }}>
        <Checkbox
          checked={checked > 0 && checked === keys.length}
          indeterminate={checked > 0 && checked < keys.length}
          disabled={disabled}
          onChange={(e) => onItemSelectAll(keys, e.target.checked)}
        >
          Select all
        </Checkbox>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {filteredItems.map((item) => (
          <li key={item.key} style={row}>
            <Checkbox
              checked={selectedKeys.includes(item.key)}
              disabled={disabled}
              onChange={(e) => onItemSelect(item.key, e.target.checked)}
            >
              {item.title}
            </Checkbox>
          </li>
        ))}
      </ul>
    </div>
  );
}
