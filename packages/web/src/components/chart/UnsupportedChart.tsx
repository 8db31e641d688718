/**
 * What stands in a chart's place when its chart type has no renderer in this product yet (a
 * chart imported from Superset, such as the examples' heatmaps and treemaps): a plain notice
 * naming the type, not an error, and no query error over it.
 */
import { Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { hasChartRenderer } from '@tessera/charts';

export const unsupportedChartText = (vizType: string) =>
  `Chart type "${vizType}" is not supported yet`;

/** Whether the chart type is one this product does not draw. */
export const isUnsupportedChart = (vizType: string) => !hasChartRenderer(vizType);

export function UnsupportedChart({ vizType }: { vizType: string }) {
  return (
    <div
      data-test="unsupported-chart"
      style={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Typography.Text type="secondary" style={{ maxWidth: 360, padding: 8 }}>
        <InfoCircleOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        {unsupportedChartText(vizType)}
      </Typography.Text>
    </div>
  );
}
