/** The signed-in user's menu: who they are, their roles, and Sign out. */
import { Avatar, Button, Dropdown, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { displayName, getBootstrapUser } from './bootstrap';

export function UserMenu() {
  const { token } = theme.useToken();
  const user = getBootstrapUser();
  const name = displayName(user);
  const roles = Object.keys(user.roles);
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <div style={{ padding: '4px 0', minWidth: 180 }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.username}
            {roles.length ? ` · ${roles.join(', ')}` : ''}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <a href="/logout/">Sign out</a>,
    },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
      {/* Named for what it is and for the name it shows (WCAG's label in name). */}
      <Button
        type="text"
        aria-label={`User menu ${name}`}
        style={{ display: 'flex', alignItems: 'center', gap: 8, height: 40 }}
      >
        <Avatar size={28} icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
      </Button>
    </Dropdown>
  );
}
