import { themeColors } from '../shared/echarts/constants.js';
import type { PopKpiProps } from './transformProps.js';

/**
 * Superset's period-over-period KPI: the value with an arrow for the direction of the
 * change, then the previous value (#), the difference (△) and the percent change (%), the
 * last two coloured by the change when asked (green or red for an increase).
 */
export default function PopKpi(props: PopKpiProps) {
  const { width, height, theme, percentDifferenceNumber: change } = props;
  const colors = themeColors(theme);
  const good = props.comparisonColorScheme === 'Green' ? change > 0 : change < 0;
  const coloured = props.comparisonColorEnabled && change !== 0;
  const accent = coloured ? (good ? colors.positive : colors.negative) : colors.subtleText;
  const chip = theme === 'dark' ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.05)';
  const accentChip = coloured ? `${good ? colors.positive : colors.negative}33` : chip;
  return (
    <div
      className="pop-kpi"
      data-testid="pop-kpi"
      style={{
        width,
        height,
        overflow: 'auto',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: colors.text,
      }}
    >
      {props.showMetricName ? (
        <div className="metric-name" style={{ fontSize: props.metricNameFontSize }}>
          {props.metricName}
        </div>
      ) : null}
      <div
        className="big-number"
        style={{ fontSize: props.headerFontSize, textAlign: 'center', marginBottom: 16 }}
      >
        {props.bigNumber}
        {props.hasComparison && change !== 0 ? (
          <span
            className="arrow"
            aria-label={change > 0 ? 'increase' : 'decrease'}
            style={{
              marginLeft: 4,
              color: props.comparisonColorEnabled ? accent : colors.subtleText,
            }}
          >
            {change > 0 ? '↑' : '↓'}
          </span>
        ) : null}
      </div>
      {props.subtitle ? (
        <div
          className="subtitle"
          style={{ fontSize: props.subtitleFontSize, color: colors.subtleText, marginBottom: 12 }}
        >
          {props.subtitle}
        </div>
      ) : null}
      <div
        className="comparisons"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-around',
          gap: 20,
          width: '100%',
        }}
      >
        {props.comparisons.map((c) => (
          <div
            key={c.symbol}
            className="comparison"
            title={c.tooltip}
            style={{ fontSize: props.subheaderFontSize, fontWeight: 300, whiteSpace: 'nowrap' }}
          >
            <span
              className="symbol"
              style={{
                background: c.coloured ? accentChip : chip,
                color: c.coloured ? accent : colors.subtleText,
                padding: '4px 8px',
                borderRadius: 8,
                marginRight: 4,
              }}
            >
              {c.symbol}
            </span>
            <span className="value">{c.value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
