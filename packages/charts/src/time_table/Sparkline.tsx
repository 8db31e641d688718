import { formatCell } from './cells.js';

export interface SparklineProps {
  values: (number | null)[];
  width: number;
  height: number;
  color: string;
  textColor: string;
  showYAxis?: boolean;
  yAxisBounds?: (number | null | undefined)[];
  d3format?: string;
}

/** A small line over the values (gaps at nulls), with the min and max labels when asked. */
export default function Sparkline(props: SparklineProps) {
  const { values, width, height, color, textColor, showYAxis, yAxisBounds, d3format } = props;
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const axisWidth = showYAxis ? 40 : 0;
  const pad = 3;
  const [lo, hi] = yAxisBounds ?? [];
  const min = typeof lo === 'number' ? lo : present.length ? Math.min(...present) : 0;
  const max = typeof hi === 'number' ? hi : present.length ? Math.max(...present) : 1;
  const span = max - min || 1;
  const plotWidth = Math.max(1, width - axisWidth - 2 * pad);
  const plotHeight = Math.max(1, height - 2 * pad);
  const x = (i: number) =>
    axisWidth + pad + (values.length > 1 ? (i / (values.length - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) =>
    pad + plotHeight - ((Math.max(min, Math.min(max, v)) - min) / span) * plotHeight;
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  });
  const last = [...values].reverse().find((v) => v !== null);
  return (
    <svg className="sparkline" width={width} height={height} role="img">
      <title>{`${formatCell(last ?? null, d3format)} (min ${formatCell(present.length ? Math.min(...present) : null, d3format)}, max ${formatCell(present.length ? Math.max(...present) : null, d3format)})`}</title>
      {showYAxis ? (
        <g fontSize={9} fill={textColor}>
          <text x={0} y={pad + 8}>
            {formatCell(max, d3format || '.3s')}
          </text>
          <text x={0} y={height - pad}>
            {formatCell(min, d3format || '.3s')}
          </text>
        </g>
      ) : null}
      <path d={d} fill="none" stroke={color} strokeWidth={1.5} />
      {values.length === 1 && present.length === 1 ? (
        <circle cx={x(0)} cy={y(present[0])} r={2} fill={color} />
      ) : null}
    </svg>
  );
}
