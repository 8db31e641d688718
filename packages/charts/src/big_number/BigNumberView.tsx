import { themeColors } from '../shared/echarts/constants.js';
import { EchartsRenderer } from '../shared/echarts/EchartsRenderer.js';
import type { BigNumberChartProps } from './types.js';

/** The sparkline takes this share of the height (Superset's proportion). */
const TRENDLINE_PROPORTION = 0.3;

/** The largest font size (px) at which `text` fits `maxWidth` and `maxHeight`. */
export function fitFontSize(text: string, maxWidth: number, maxHeight: number): number {
  const byWidth = maxWidth / (Math.max(text.length, 1) * 0.62);
  return Math.max(8, Math.floor(Math.min(maxHeight, byWidth)));
}

/** The big number, its subheader (or comparison) and, with a trendline, the sparkline. */
export default function BigNumberView(props: BigNumberChartProps) {
  const { width, height, theme, bigNumberText, subheader, className, timestampText } = props;
  const colors = themeColors(theme);
  const trend = props.echartOptions ?? null;
  const trendHeight = trend ? Math.floor(height * TRENDLINE_PROPORTION) : 0;
  const headerSize = fitFontSize(bigNumberText, width - 8, props.headerFontSize * height);
  const subheaderSize = fitFontSize(subheader, width - 8, props.subheaderFontSize * height);
  const subheaderColor =
    className === 'positive'
      ? colors.positive
      : className === 'negative'
        ? colors.negative
        : colors.subtleText;
  return (
    <div
      className="big-number"
      style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 0,
        }}
      >
        {timestampText ? (
          <div style={{ fontSize: Math.max(10, subheaderSize * 0.8), color: colors.subtleText }}>
            {timestampText}
          </div>
        ) : null}
        <div
          className="header-line"
          style={{
            fontSize: headerSize,
            fontWeight: 600,
            lineHeight: 1.1,
            color: props.numberColor ?? colors.text,
            whiteSpace: 'nowrap',
          }}
        >
          {bigNumberText}
        </div>
        {subheader ? (
          <div
            className={`subheader-line ${className}`}
            style={{ fontSize: subheaderSize, color: subheaderColor, whiteSpace: 'nowrap' }}
          >
            {subheader}
          </div>
        ) : null}
      </div>
      {trend ? (
        <EchartsRenderer option={trend} width={width} height={trendHeight} theme={theme} />
      ) : null}
    </div>
  );
}
