/**
 * The filter bar's settings gear (Superset's FilterBarSettings), for people who may edit the
 * dashboard: "Enable cross-filtering" (saved at once as `cross_filters_enabled`; turned off,
 * the cross-filters in effect are cleared and the charts stop emitting), "Cross-filtering
 * scoping" (the scoping dialog) and "Orientation of filter bar" with "Vertical (Left)" and
 * "Horizontal (Top)" (saved at once as `filter_bar_orientation`). The cross-filtering items
 * need the DASHBOARD_CROSS_FILTERS flag.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Dropdown, Space, theme, type MenuProps } from 'antd';
import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { crossFiltersEnabled, parseDashboardMetadata } from '@tessera/core';
import { isFeatureEnabled } from '../../../app/featureFlags';
import { useDashboardData } from '../../DashboardContext';
import { selectCrossFilters, useDashboardMask } from '../../maskView';
import type { FilterBarOrientation } from '../FilterBar';
import { useSaveDashboardMetadata, type UpdateDashboard } from './useSaveDashboardMetadata';

const ScopingModal = lazy(() => import('./ScopingModal'));

export const SETTINGS_TEXTS = {
  settings: 'Filter bar settings',
  enableCrossFiltering: 'Enable cross-filtering',
  scoping: 'Cross-filtering scoping',
  orientation: 'Orientation of filter bar',
  vertical: 'Vertical (Left)',
  horizontal: 'Horizontal (Top)',
  selected: 'Selected',
} as const;

const CROSS_FILTERS_KEY = 'cross-filters';
const SCOPING_KEY = 'cross-filters-scoping';
const ORIENTATION_KEY = 'orientation';

export function FilterBarSettings({
  orientation,
  updateDashboard,
}: {
  orientation: FilterBarOrientation;
  updateDashboard: UpdateDashboard;
}) {
  const { token } = theme.useToken();
  const { dashboard, setCrossFilter } = useDashboardData();
  const crossFilters = useDashboardMask(selectCrossFilters);
  const { save, saving } = useSaveDashboardMetadata(updateDashboard);
  const [scopingOpen, setScopingOpen] = useState(false);
  const enabled = crossFiltersEnabled(parseDashboardMetadata(dashboard.json_metadata));
  const crossFiltering = isFeatureEnabled('DASHBOARD_CROSS_FILTERS');

  const toggleCrossFiltering = async () => {
    if (await save({ cross_filters_enabled: !enabled }))
      if (enabled)
        for (const chartId of new Set(crossFilters.map((f) => f.chartId)))
          setCrossFilter(chartId, null);
  };

  const orientationItem = (key: FilterBarOrientation, label: string) => ({
    key,
    role: 'menuitemradio',
    'aria-checked': orientation === key,
    label: (
      <Space>
        {label}
        {orientation === key && (
          <CheckOutlined aria-label={SETTINGS_TEXTS.selected} style={{ color: token.colorLink }} />
        )}
      </Space>
    ),
  });

  const items: MenuProps['items'] = [
    ...(crossFiltering
      ? [
          {
            key: CROSS_FILTERS_KEY,
            role: 'menuitemcheckbox',
            'aria-checked': enabled,
            disabled: saving,
            label: (
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <span aria-hidden style={{ pointerEvents: 'none' }}>
                  <Checkbox checked={enabled} tabIndex={-1} />
                </span>
                {SETTINGS_TEXTS.enableCrossFiltering}
              </span>
            ),
          },
          { key: SCOPING_KEY, label: SETTINGS_TEXTS.scoping },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: ORIENTATION_KEY,
      label: SETTINGS_TEXTS.orientation,
      disabled: saving,
      children: [
        orientationItem('VERTICAL', SETTINGS_TEXTS.vertical),
        orientationItem('HORIZONTAL', SETTINGS_TEXTS.horizontal),
      ],
    },
  ] as MenuProps['items'];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CROSS_FILTERS_KEY) void toggleCrossFiltering();
    else if (key === SCOPING_KEY) setScopingOpen(true);
    else if ((key === 'VERTICAL' || key === 'HORIZONTAL') && key !== orientation)
      void save({ filter_bar_orientation: key });
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }}>
        <Button
          type="text"
          size="small"
          icon={<SettingOutlined />}
          aria-label={SETTINGS_TEXTS.settings}
          data-test="filterbar-orientation-icon"
        />
      </Dropdown>
      {scopingOpen && (
        <Suspense fallback={null}>
          <ScopingModal onClose={() => setScopingOpen(false)} updateDashboard={updateDashboard} />
        </Suspense>
      )}
    </>
  );
}
