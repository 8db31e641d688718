/**
 * Superset's sequential (linear) colour schemes: the linear colour scheme control's choices
 * (`linear_color_scheme`), d3's among them as saved charts name them, and a value →
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
  // d3's schemes, which saved Superset charts name too
  scheme('schemeBlues', 'blues', [
    '#b5d4e9',
    '#93c3df',
    '#6daed5',
    '#4b97c9',
    '#2f7ebc',
    '#1864aa',
    '#0a4a90',
    '#08306b',
  ]),
  scheme('schemeGreens', 'greens', [
    '#b7e2b1',
    '#97d494',
    '#73c378',
    '#4daf62',
    '#2f984f',
    '#157f3b',
    '#036429',
    '#00441b',
  ]),
  scheme('schemeGrays', 'grays', [
    '#cecece',
    '#b4b4b4',
    '#979797',
    '#7a7a7a',
    '#5f5f5f',
    '#404040',
    '#1e1e1e',
    '#000000',
  ]),
  scheme('schemeOranges', 'oranges', [
    '#fdc28c',
    '#fda762',
    '#fb8d3d',
    '#f2701d',
    '#e25609',
    '#c44103',
    '#9f3303',
    '#7f2704',
  ]),
  scheme('schemePurples', 'purples', [
    '#cecee5',
    '#b6b5d8',
    '#9e9bc9',
    '#8782bc',
    '#7363ac',
    '#61409b',
    '#501f8c',
    '#3f007d',
  ]),
  scheme('schemeReds', 'reds', [
    '#fcaa8e',
    '#fc8a6b',
    '#f9694c',
    '#ef4533',
    '#d92723',
    '#bb151a',
    '#970b13',
    '#67000d',
  ]),
  scheme('schemeViridis', 'Viridis', [
    '#482475',
    '#414487',
    '#355f8d',
    '#2a788e',
    '#21918c',
    '#22a884',
    '#44bf70',
    '#7ad151',
    '#bddf26',
    '#fde725',
  ]),
  scheme('schemeInferno', 'Inferno', [
    '#160b39',
    '#420a68',
    '#6a176e',
    '#932667',
    '#bc3754',
    '#dd513a',
    '#f37819',
    '#fca50a',
    '#f6d746',
    '#fcffa4',
  ]),
  scheme('schemeBuGn', 'blue/green', [
    '#b7e4da',
    '#8fd3c1',
    '#68c2a3',
    '#49b17f',
    '#2f9959',
    '#157f3c',
    '#036429',
    '#00441b',
  ]),
  scheme('schemeBuPu', 'blue/purple', [
    '#b2cae1',
    '#9cb3d5',
    '#8f95c6',
    '#8c74b5',
    '#8952a5',
    '#852d8f',
    '#730f71',
    '#4d004b',
  ]),
  scheme('schemeGnBu', 'green/blue', [
    '#bde5bf',
    '#9ed9bb',
    '#7bcbc4',
    '#58b7cd',
    '#399cc6',
    '#1d7eb7',
    '#0b60a1',
    '#084081',
  ]),
  scheme('schemeOrRd', 'orange/red', [
    '#fdca94',
    '#fdb07a',
    '#fa8e5d',
    '#f16c49',
    '#e04530',
    '#c81d13',
    '#a70403',
    '#7f0000',
  ]),
  scheme('schemePuBuGn', 'purple/blue/green', [
    '#bec9e2',
    '#98b9d9',
    '#69a8cf',
    '#4096c0',
    '#19879f',
    '#037877',
    '#016353',
    '#014636',
  ]),
  scheme('schemePuBu', 'purple/blue', [
    '#bfc9e2',
    '#9bb9d9',
    '#72a8cf',
    '#4394c3',
    '#1a7db6',
    '#0667a1',
    '#045281',
    '#023858',
  ]),
  scheme('schemeYlGnBu', 'yellow/green/blue', [
    '#d5eeb3',
    '#a9ddb7',
    '#73c9bd',
    '#45b4c2',
    '#2897bf',
    '#2073b2',
    '#234ea0',
    '#1c3185',
    '#081d58',
  ]),
  scheme('schemeYlGn', 'yellow/green', [
    '#e4f4ac',
    '#c7e89b',
    '#a2d88a',
    '#78c578',
    '#4eaf63',
    '#2f944e',
    '#15793f',
    '#036034',
    '#004529',
  ]),
  scheme('schemeYlOrBr', 'yellow/orange/brown', [
    '#feeaa1',
    '#fed676',
    '#feba4a',
    '#fb992c',
    '#ee7918',
    '#d85b0a',
    '#b74304',
    '#8f3204',
    '#662506',
  ]),
  scheme('schemeYlOrRd', 'yellow/orange/red', [
    '#fee087',
    '#fec965',
    '#feab4b',
    '#fd893c',
    '#fa5c2e',
    '#ec3023',
    '#d31121',
    '#af0225',
    '#800026',
  ]),
  scheme(
    'schemeRdYlBu',
    'red/yellow/blue',
    [
      '#a50026',
      '#d73027',
      '#f46d43',
      '#fdae61',
      '#fee090',
      '#e0f3f8',
      '#abd9e9',
      '#74add1',
      '#4575b4',
      '#313695',
    ],
    true,
  ),
  scheme(
    'schemeRdBu',
    'red/blue',
    [
      '#67001f',
      '#b2182b',
      '#d6604d',
      '#f4a582',
      '#fddbc7',
      '#d1e5f0',
      '#92c5de',
      '#4393c3',
      '#2166ac',
      '#053061',
    ],
    true,
  ),
];

const byId = new Map(SEQUENTIAL_SCHEMES.map((s) => [s.id, s.colors]));

/** The colour stops of a scheme id (an unknown or empty id: Superset Sequential #1's). */
export function sequentialColors(schemeId: string | null | undefined): string[] {
  return byId.get(schemeId ?? '') ?? byId.get('superset_seq_1')!;
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
