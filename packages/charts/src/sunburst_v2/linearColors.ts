/**
 * Sequential colour schemes (the linear colour scheme control's ids, and d3's scheme names
 * that saved Superset charts carry), and a value → colour scale over one of them.
 */
const LINEAR_SCHEMES: Record<string, string[]> = {
  superset_seq_1: ['#fbe2d8', '#f29f85', '#e6553e', '#b11f1b', '#6a0f0f'],
  superset_seq_2: ['#e3f4ef', '#9fd8c2', '#5ac189', '#2a8f5c', '#0e5a35'],
  blue_white_yellow: ['#00d1c1', '#ffffff', '#ffb400'],
  fire: ['#ffffff', '#ffff00', '#ff8000', '#ff0000', '#800000'],
  white_black: ['#ffffff', '#000000'],
  black_white: ['#000000', '#ffffff'],
  dark_blue: ['#2e3c5b', '#1e2e4e', '#0a1a3a'],
  pink_grey: ['#e2126c', '#e8e8e8', '#555555'],
  schemeYlOrBr: ['#ffffe5', '#fee391', '#fe9929', '#cc4c02', '#662506'],
  schemeBlues: ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08306b'],
  schemeGreens: ['#f7fcf5', '#c7e9c0', '#74c476', '#238b45', '#00441b'],
  schemeReds: ['#fff5f0', '#fcbba1', '#fb6a4a', '#cb181d', '#67000d'],
  schemeRdYlGn: ['#a50026', '#f46d43', '#ffffbf', '#66bd63', '#006837'],
};

const hex = (color: string) => {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** A colour for a value between min and max on a sequential scheme (unknown ids: the first). */
export function linearColorScale(
  schemeId: string | null | undefined,
  min: number,
  max: number,
): (value: number) => string {
  const stops = LINEAR_SCHEMES[schemeId ?? ''] ?? LINEAR_SCHEMES.superset_seq_1;
  const rgb = stops.map(hex);
  return (value: number) => {
    const t = max > min && Number.isFinite(value) ? (value - min) / (max - min) : 0.5;
    const clamped = Math.min(1, Math.max(0, t)) * (rgb.length - 1);
    const i = Math.min(rgb.length - 2, Math.floor(clamped));
    const f = clamped - i;
    return toHex(rgb[i].map((c, k) => c + (rgb[i + 1][k] - c) * f));
  };
}
