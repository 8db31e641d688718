/** Top navigation: brand, the areas this user may open, theme switch and user menu. */
import { Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import { ConsoleSqlOutlined, SettingOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { getBootstrapUser } from './bootstrap';
import { BrandMark } from './BrandMark';
import { FALLBACK_ICON, NAV_ICONS } from './navIcons';
import { HOME_PATH, entryForPath, visibleEntries, type NavigationEntry } from './navigation';
import { NewMenu } from './NewMenu';
import { ThemeSwitch } from './ThemeSwitch';
import { UserMenu } from './UserMenu';

type MenuItem = Required<MenuProps>['items'][number];

function item(entry: NavigationEntry): MenuItem {
  return {
    key: entry.key,
    icon: NAV_ICONS[entry.key] ?? FALLBACK_ICON,
    label: <Link to={entry.path}>{entry.label}</Link>,
  };
}

/** The menu for these roles: top-level areas, then the SQL and Settings submenus when not empty. */
export function menuItems(roles: ReturnType<typeof getBootstrapUser>['roles']): MenuItem[] {
  const items: MenuItem[] = visibleEntries(roles, 'main')
    .filter((e) => e.key !== 'home')
    .map(item);
  const sql = visibleEntries(roles, 'sql');
  if (sql.length) {
    items.push({ key: 'sql', label: 'SQL', icon: <ConsoleSqlOutlined />, children: sql.map(item) });
  }
  const settings = visibleEntries(roles, 'settings');
  if (settings.length) {
    items.push({
      key: 'settings',
      label: 'Settings',
      icon: <SettingOutlined />,
      children: settings.map(item),
    });
  }
  return items;
}

export function TopNav() {
  const { token } = theme.useToken();
  const location = useLocation();
  const user = getBootstrapUser();
  const current = entryForPath(location.pathname);
  const items = menuItems(user.roles);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 24px',
        height: 56,
        lineHeight: '56px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link
        to={HOME_PATH}
        aria-label="Tessera home"
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText }}
      >
        <BrandMark size={26} />
        <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.3 }}>Tessera</span>
      </Link>
      <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={current ? [current.key] : []}
          style={{ borderBottom: 'none', background: 'transparent', lineHeight: '54px' }}
        />
      </nav>
      <NewMenu />
      <ThemeSwitch />
      <UserMenu />
    </Layout.Header>
  );
}
