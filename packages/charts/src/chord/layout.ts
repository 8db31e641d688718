/**
 * The chord layout (as d3-chord lays it out, without d3): each node an arc of the circle
 * sized by all it exchanges, each pair of nodes one ribbon whose ends are as wide as the
 * flow between them (both directions), subgroups within an arc largest first.
 */

export interface ChordGroup {
  index: number;
  startAngle: number;
  endAngle: number;
  value: number;
}

export interface ChordEnd {
  index: number;
  startAngle: number;
  endAngle: number;
  /** The flow from this end's node to the other. */
  value: number;
}

export interface ChordRibbon {
  /** The end whose node sends more (it gives the ribbon its colour). */
  source: ChordEnd;
  target: ChordEnd;
}

export interface ChordLayout {
  groups: ChordGroup[];
  ribbons: ChordRibbon[];
}

const TAU = Math.PI * 2;
/** Top of the circle in screen angles (y grows downwards, angles clockwise). */
export const START_ANGLE = -Math.PI / 2;

/** The layout of `matrix[i][j]` (flow from node i to node j), arcs separated by `padAngle`. */
export function chordLayout(matrix: number[][], padAngle = 0.025): ChordLayout {
  const n = matrix.length;
  const flow = (i: number, j: number) => Math.max(0, matrix[i]?.[j] ?? 0);
  const pair = (i: number, j: number) => (i === j ? flow(i, i) : flow(i, j) + flow(j, i));
  const totals = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => pair(i, j)).reduce((a, b) => a + b, 0),
  );
  const total = totals.reduce((a, b) => a + b, 0);
  const shown = totals.filter((t) => t > 0).length;
  const pad = shown > 0 ? Math.min(padAngle, (TAU * 0.3) / shown) : 0;
  const k = total > 0 ? Math.max(0, TAU - pad * shown) / total : 0;
  const groups: ChordGroup[] = [];
  const ends = new Map<string, ChordEnd>();
  let angle = START_ANGLE;
  for (let i = 0; i < n; i += 1) {
    const start = angle;
    const order = Array.from({ length: n }, (_, j) => j)
      .filter((j) => pair(i, j) > 0)
      .sort((a, b) => pair(i, b) - pair(i, a));
    for (const j of order) {
      const width = pair(i, j) * k;
      ends.set(`${i},${j}`, {
        index: i,
        startAngle: angle,
        endAngle: angle + width,
        value: flow(i, j),
      });
      angle += width;
    }
    groups.push({ index: i, startAngle: start, endAngle: angle, value: totals[i] });
    if (totals[i] > 0) angle += pad;
  }
  const ribbons: ChordRibbon[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = i; j < n; j += 1) {
      const a = ends.get(`${i},${j}`);
      const b = ends.get(`${j},${i}`);
      if (!a || !b) continue;
      ribbons.push(b.value > a.value ? { source: b, target: a } : { source: a, target: b });
    }
  }
  return { groups, ribbons };
}

const point = (cx: number, cy: number, r: number, a: number) =>
  `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;

/** An arc of radius r from a0 to a1 (clockwise) as SVG path commands after its start. */
const arcTo = (cx: number, cy: number, r: number, a0: number, a1: number) =>
  `A ${r.toFixed(2)} ${r.toFixed(2)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${point(cx, cy, r, a1)}`;

/** A ribbon as SVG path data: along the source's arc, through the centre to the target's. */
export function ribbonPath(ribbon: ChordRibbon, cx: number, cy: number, r: number): string {
  const { source: s, target: t } = ribbon;
  const centre = `${cx.toFixed(2)} ${cy.toFixed(2)}`;
  const parts = [`M ${point(cx, cy, r, s.startAngle)}`, arcTo(cx, cy, r, s.startAngle, s.endAngle)];
  if (s !== t && (s.index !== t.index || s.startAngle !== t.startAngle)) {
    parts.push(
      `Q ${centre} ${point(cx, cy, r, t.startAngle)}`,
      arcTo(cx, cy, r, t.startAngle, t.endAngle),
    );
  }
  parts.push(`Q ${centre} ${point(cx, cy, r, s.startAngle)}`, 'Z');
  return parts.join(' ');
}
