/** The Advanced tab of the connection dialog: SQL Lab, Performance, Security and Other. */
import { Collapse } from 'antd';
import { PanelTitle } from '../../components/PanelTitle';
import { OtherPanel, PerformancePanel, SecurityPanel, SqlLabPanel } from './AdvancedPanels';

/** Names of the fields on this tab (to show it when one of them is wrong). */
export const ADVANCED_FIELDS = new Set([
  'force_ctas_schema',
  'cache_timeout',
  'extraSettings',
  'masked_encrypted_extra',
  'server_cert',
]);

export function AdvancedSettings() {
  return (
    <Collapse
      // Every panel stays mounted so that its fields are validated and saved.
      defaultActiveKey={['sqllab']}
      items={[
        {
          key: 'sqllab',
          label: (
            <PanelTitle
              title="SQL Lab"
              subtitle="Adjust how this database will interact with SQL Lab."
            />
          ),
          children: <SqlLabPanel />,
          forceRender: true,
        },
        {
          key: 'performance',
          label: (
            <PanelTitle
              title="Performance"
              subtitle="Adjust performance settings of this database."
            />
          ),
          children: <PerformancePanel />,
          forceRender: true,
        },
        {
          key: 'security',
          label: <PanelTitle title="Security" subtitle="Add extra connection information." />,
          children: <SecurityPanel />,
          forceRender: true,
        },
        {
          key: 'other',
          label: <PanelTitle title="Other" subtitle="Additional settings." />,
          children: <OtherPanel />,
          forceRender: true,
        },
      ]}
    />
  );
}
