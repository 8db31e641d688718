/** The shared ECharts renderer with the parallel series, and the optional data table under it. */
import { use } from 'echarts/core';
import { ParallelChart } from 'echarts/charts';
import { ParallelComponent, VisualMapComponent } from 'echarts/components';
import EchartsChart from '../shared/echarts/EchartsChart.js';
import { themeColors } from '../shared/echarts/constants.js';
import type { ParaChartProps } from './transformProps.js';

use([ParallelChart, ParallelComponent, VisualMapComponent]);

export default function ParallelCoordinatesChart(props: ParaChartProps) {
  const { dataTable, width, height, theme } = props;
  if (!dataTable) return <EchartsChart {...props} />;
  const colors = themeColors(theme);
  const chartHeight = Math.max(120, Math.round(height * 0.6));
  const cell = { padding: '2px 8px', borderBottom: `1px solid ${colors.border}` };
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column' }}>
      <EchartsChart {...props} height={chartHeight} />
      <div style={{ overflow: 'auto', flex: 1, color: colors.text, fontSize: 12 }}>
        <table data-testid="para-datatable" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {dataTable.columns.map((c) => (
                <th key={c} style={{ ...cell, textAlign: 'left' }}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dataTable.rows.map((row, i) => (
              <tr key={i}>
                {row.map((v, j) => (
                  <td key={j} style={cell}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
