/**
 * Superset's sequential (linear) colour schemes: the linear colour scheme control's choices
 * (`linear_color_scheme`), with the d3 scheme names older saved charts carry, and a value →
 * colour scale over one of them (heatmaps, maps, sunburst's secondary metric, calendars...).
 */
export interface SequentialScheme {
  id: string;
  label: string;
  colors: string[];
  /** A scheme whose middle is neutral (the data diverges around it). */
  diverging?: boolean;
}

const scheme = (id: string, label: string, colors: string[], diverging = false) => ({
  id,
  label,
  colors,
  ...(diverging ? { diverging } : {}),
});

export const SEQUENTIAL_SCHEMES: SequentialScheme[] = [
  scheme('superset_seq_1', 'Superset Sequential #1', [
    '#F4FAD4',
    '#D7F1AC',
    '#A9E3AF',
    '#82CDBB',
    '#63C1BF',
    '#1FA8C9',
    '#2367AC',
    '#2A2D84',
    '#251354',
    '#050415',
  ]),
  scheme('superset_seq_2', 'Superset Sequential #2', [
    '#FBF1B4',
    '#FDD093',
    '#FEAD71',
    '#FF7F44',
    '#E04355',
    '#C53D6F',
    '#952B7B',
    '#4F167B',
    '#251354',
    '#050415',
  ]),
  scheme('superset_div_1', 'Superset Diverging #1', [
    '#E04355',
    '#E87180',
    '#EFA1AA',
    '#F7D0D4',
    '#F6F6F7',
    '#C8E9F1',
    '#8FD3E4',
    '#58BDD7',
    '#1FA8C9',
  ]),
  scheme('superset_div_2', 'Superset Diverging #2', [
    '#FF7F44',
    '#FF9E72',
    '#FEC0A1',
    '#FFDFD0',
    '#F6F6F7',
    '#C8E9F1',
    '#8FD3E4',
    '#58BDD7',
    '#1FA8C9',
  ]),
  scheme('blue_white_yellow', 'blue/white/yellow', ['#00d1c1', '#ffffff', '#ffb400']),
  scheme('fire', 'fire', ['#ffffff', '#ffff00', '#ff0000', '#000000']),
  scheme('white_black', 'white/black', ['#ffffff', '#000000']),
  scheme('black_white', 'black/white', ['#000000', '#ffffff']),
  scheme('dark_blue', 'dark blues', ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935']),
  scheme('pink_grey', 'pink/grey', ['#E70B81', '#FAFAFA', '#666666'], true),
  scheme('greens', 'greens', ['#ffffcc', '#78c679', '#006837']),
  scheme('purples', 'purples', ['#f2f0f7', '#9e9ac8', '#54278f']),
  scheme('oranges', 'oranges', ['#fef0d9', '#fc8d59', '#b30000']),
  scheme(
    'red_yellow_blue',
    'red/yellow/blue',
    ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
    true,
  ),
  scheme(
    'brown_white_green',
    'brown/white/green',
    ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
    true,
  ),
  scheme(
    'purple_white_green',
    'purple/white/green',
    ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
    true,
  ),
  scheme('echarts_gradient', 'ECharts gradient', ['#f6EFA6', '#D88273', '#BF444C']),
];

/** d3's scheme names older saved charts carry (`schemeBlues`...), as stops of their ramps. */
const D3_SCHEMES: Record<string, string[]> = {
  schemeBlues: ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08306b'],
  schemeGreens: ['#f7fcf5', '#c7e9c0', '#74c476', '#238b45', '#00441b'],
  schemeGreys: ['#ffffff', '#d9d9d9', '#969696', '#525252', '#000000'],
  schemeOranges: ['#fff5eb', '#fdd0a2', '#fd8d3c', '#d94801', '#7f2704'],
  schemePurples: ['#fcfbfd', '#dadaeb', '#9e9ac8', '#6a51a3', '#3f007d'],
  schemeReds: ['#fff5f0', '#fcbba1', '#fb6a4a', '#cb181d', '#67000d'],
  schemeYlOrBr: ['#ffffe5', '#fee391', '#fe9929', '#cc4c02', '#662506'],
  schemeYlOrRd: ['#ffffcc', '#fed976', '#fd8d3c', '#e31a1c', '#800026'],
  schemeYlGnBu: ['#ffffd9', '#c7e9b4', '#41b6c4', '#225ea8', '#081d58'],
  schemeRdYlGn: ['#a50026', '#f46d43', '#ffffbf', '#66bd63', '#006837'],
  schemeRdBu: ['#67001f', '#f4a582', '#f7f7f7', '#92c5de', '#053061'],
};

const byId = new Map(SEQUENTIAL_SCHEMES.map((s) => [s.id, s.colors]));

/** The colour stops of a scheme id (an unknown or empty id: Superset Sequential #1's). */
export function sequentialColors(schemeId: string | null | undefined): string[] {
  return byId.get(schemeId ?? '') ?? D3_SCHEMES[schemeId ?? ''] ?? byId.get('superset_seq_1')!;
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

function rgbOf(color: string): number[] {
  const hex = (NAMED[color] ?? color).replace('#', '');
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A colour for a value between min and max on a sequential scheme, interpolated between its
 * stops (a value outside is held to the ends; min = max, or a value not finite: the middle).
 */
export function linearColorScale(
  schemeId: string | null | undefined,
  min: number,
  max: number,
): (value: number) => string {
  const rgb = sequentialColors(schemeId).map(rgbOf);
  return (value: number) => {
    const t = max > min && Number.isFinite(value) ? (value - min) / (max - min) : 0.5;
    const at = Math.min(1, Math.max(0, t)) * (rgb.length - 1);
    const i = Math.min(rgb.length - 2, Math.floor(at));
    const f = at - i;
    return hexOf(rgb[i].map((c, k) => c + (rgb[i + 1][k] - c) * f));
  };
}
