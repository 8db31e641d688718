/** Light / dark / system, from the top navigation. */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useThemeMode } from './ThemeProvider';
import type { ThemeMode } from './themeMode';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS: Record<ThemeMode, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

export function ThemeSwitch() {
  const { mode, setMode } = useThemeMode();
  // The tooltip would cover the menu's first item, so it hides while the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const items: MenuProps['items'] = (['light', 'dark', 'system'] as const).map((m) => ({
    key: m,
    icon: ICONS[m],
    label: LABELS[m],
  }));
  return (
    <Dropdown
      trigger={['click']}
      open={menuOpen}
      onOpenChange={setMenuOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [mode],
        onClick: ({ key }) => setMode(key as ThemeMode),
      }}
    >
      <Tooltip
        title={`Theme: ${LABELS[mode]}`}
        placement="bottom"
        open={menuOpen ? false : undefined}
      >
        <Button type="text" shape="circle" icon={ICONS[mode]} aria-label="Theme" />
      </Tooltip>
    </Dropdown>
  );
}
