/**
 * Superset's sequential ("linear") colour schemes, by `linear_color_scheme` id, and a scale
 * that maps a value range onto one (the colours spread evenly over the domain, interpolated
 * in RGB, as Superset's `SequentialScheme.createLinearScale`).
 */
export const LINEAR_COLOR_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  superset_seq_1: [
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
  ],
  superset_seq_2: [
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
  ],
  superset_div_1: [
    '#E04355',
    '#E87180',
    '#EFA1AA',
    '#F7D0D4',
    '#F6F6F7',
    '#C8E9F1',
    '#8FD3E4',
    '#58BDD7',
    '#1FA8C9',
  ],
  superset_div_2: [
    '#FF7F44',
    '#FF9E72',
    '#FEC0A1',
    '#FFDFD0',
    '#F6F6F7',
    '#C8E9F1',
    '#8FD3E4',
    '#58BDD7',
    '#1FA8C9',
  ],
  blue_white_yellow: ['#00d1c1', '#ffffff', '#ffb400'],
  fire: ['#ffffff', '#ffff00', '#ff0000', '#000000'],
  white_black: ['#ffffff', '#000000'],
  black_white: ['#000000', '#ffffff'],
  dark_blue: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  pink_grey: ['#E70B81', '#FAFAFA', '#666666'],
  greens: ['#ffffcc', '#78c679', '#006837'],
  purples: ['#f2f0f7', '#9e9ac8', '#54278f'],
  oranges: ['#fef0d9', '#fc8d59', '#b30000'],
  red_yellow_blue: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  brown_white_green: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  purple_white_green: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
  echarts_gradient: ['#f6EFA6', '#D88273', '#BF444C'],
  schemeRdBu: ['#67001f', '#d6604d', '#fddbc7', '#d1e5f0', '#4393c3', '#053061'],
  schemeBrBG: ['#543005', '#bf812d', '#f6e8c3', '#c7eae5', '#35978f', '#003c30'],
  schemePRGn: ['#40004b', '#9970ab', '#e7d4e8', '#d9f0d3', '#5aae61', '#00441b'],
  schemePiYG: ['#8e0152', '#de77ae', '#fde0ef', '#e6f5d0', '#7fbc41', '#276419'],
  schemePuOr: ['#2d004b', '#8073ac', '#d8daeb', '#fee0b6', '#e08214', '#7f3b08'],
  schemeRdGy: ['#67001f', '#d6604d', '#fddbc7', '#e0e0e0', '#878787', '#1a1a1a'],
  schemeRdYlBu: ['#a50026', '#f46d43', '#fee090', '#e0f3f8', '#74add1', '#313695'],
  schemeRdYlGn: ['#a50026', '#f46d43', '#fee08b', '#d9ef8b', '#66bd63', '#006837'],
  schemeSpectral: ['#9e0142', '#f46d43', '#fee08b', '#e6f598', '#66c2a5', '#5e4fa2'],
  schemeBlues: ['#b5d4e9', '#6daed5', '#2f7ebc', '#0a4a90', '#08306b'],
  schemeGreens: ['#b7e2b1', '#73c378', '#2f984f', '#036429', '#00441b'],
  schemeGrays: ['#cecece', '#979797', '#5f5f5f', '#1e1e1e', '#000000'],
  schemeOranges: ['#fdc28c', '#fb8d3d', '#e25609', '#9f3303', '#7f2704'],
  schemePurples: ['#cecee5', '#9e9bc9', '#7363ac', '#501f8c', '#3f007d'],
  schemeReds: ['#fcaa8e', '#f9694c', '#d92723', '#970b13', '#67000d'],
  schemeViridis: ['#482475', '#355f8d', '#21918c', '#44bf70', '#bddf26', '#fde725'],
  schemeInferno: ['#160b39', '#6a176e', '#bc3754', '#f37819', '#f6d746', '#fcffa4'],
  schemeMagma: ['#140e36', '#641a80', '#b73779', '#f7705c', '#fecf92', '#fcfdbf'],
  schemeBuGn: ['#b7e4da', '#68c2a3', '#2f9959', '#036429', '#00441b'],
  schemeBuPu: ['#b2cae1', '#8f95c6', '#8952a5', '#730f71', '#4d004b'],
  schemeGnBu: ['#bde5bf', '#7bcbc4', '#399cc6', '#0b60a1', '#084081'],
  schemeOrRd: ['#fdca94', '#fa8e5d', '#e04530', '#a70403', '#7f0000'],
  schemePuBuGn: ['#bec9e2', '#69a8cf', '#19879f', '#016353', '#014636'],
  schemePuBu: ['#bfc9e2', '#72a8cf', '#1a7db6', '#045281', '#023858'],
  schemePuRd: ['#d0aad2', '#dd63ae', '#d71c6c', '#8f023a', '#67001f'],
  schemeRdPu: ['#fbb5bc', '#f369a3', '#c01788', '#700174', '#49006a'],
  schemeYlGnBu: ['#d5eeb3', '#73c9bd', '#2897bf', '#234ea0', '#081d58'],
  schemeYlGn: ['#e4f4ac', '#a2d88a', '#4eaf63', '#15793f', '#004529'],
  schemeYlOrBr: ['#feeaa1', '#feba4a', '#ee7918', '#b74304', '#662506'],
  schemeYlOrRd: ['#fee087', '#feab4b', '#fa5c2e', '#d31121', '#800026'],
};

export const DEFAULT_LINEAR_SCHEME = 'superset_seq_1';

/** The colours of a linear scheme (Superset's default one for an unknown id). */
export function getLinearScheme(schemeId?: string | null): readonly string[] {
  return (
    (schemeId ? LINEAR_COLOR_SCHEMES[schemeId] : undefined) ??
    LINEAR_COLOR_SCHEMES[DEFAULT_LINEAR_SCHEME]
  );
}

const hexToRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};
const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * value -> colour over [min, max]: the scheme's colours spread evenly over the range and
 * interpolated between; a value outside is clamped; a range of one value takes the middle.
 */
export function linearColorScale(
  schemeId: string | null | undefined,
  [min, max]: [number, number],
): (value: number) => string {
  const colors = getLinearScheme(schemeId).map(hexToRgb);
  return (value: number) => {
    const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0.5;
    const pos = t * (colors.length - 1);
    const i = Math.min(colors.length - 2, Math.floor(pos));
    const f = pos - i;
    const a = colors[i];
    const b = colors[i + 1];
    return toHex(a.map((c, k) => c + (b[k] - c) * f));
  };
}
