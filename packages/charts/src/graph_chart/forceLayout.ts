import {
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationNodeDatum,
} from 'd3-force';

/**
 * From this many nodes on the graph's force layout is run here, not by ECharts: ECharts' own
 * layout pushes every pair of nodes apart at each of its few hundred steps (seconds for a
 * thousand nodes); d3-force's many-body force is Barnes–Hut (n log n) and runs a bounded
 * number of ticks. Smaller graphs keep ECharts' layout, animated as in Superset.
 */
export const FORCE_NODE_LIMIT = 300;

/**
 * The bounded run: this many ticks, alpha cooling from 1 to 0.03 (d3-force's default run is
 * 300 ticks down to 0.001) with less friction than d3-force's default (0.3, not 0.4), from a
 * start that puts linked nodes near each other: in 40 ticks groups of nodes part about as well
 * as in d3-force's whole run (ECharts' own `friction` only sets the pace of its animation).
 */
export const FORCE_TICKS = 40;
const ALPHA_END = 0.03;
const VELOCITY_DECAY = 0.3;
/** Barnes–Hut's accuracy (d3-force's default 0.9): coarser, as the run is short anyway. */
const THETA = 1.2;

const GOLDEN_RATIO_CONJUGATE = (Math.sqrt(5) - 1) / 2;

/** d3's pull towards the centre for ECharts' `gravity` (a graph about as wide as ECharts'). */
const GRAVITY_SCALE = 2.5;

export interface ForceSettings {
  /** The length edges pull towards (px). */
  edgeLength: number;
  /** How hard nodes push each other apart. */
  repulsion: number;
  /** How hard every node is pulled towards the centre. */
  gravity: number;
}

/** The nodes in breadth-first order from the first node of each connected part. */
export function breadthFirst(count: number, links: { source: number; target: number }[]): number[] {
  const neighbours: number[][] = Array.from({ length: count }, () => []);
  for (const { source, target } of links) {
    neighbours[source].push(target);
    neighbours[target].push(source);
  }
  const seen = new Uint8Array(count);
  const order: number[] = [];
  for (let start = 0; start < count; start += 1) {
    if (seen[start]) continue;
    seen[start] = 1;
    for (let head = order.push(start) - 1; head < order.length; head += 1) {
      for (const next of neighbours[order[head]]) {
        if (!seen[next]) {
          seen[next] = 1;
          order.push(next);
        }
      }
    }
  }
  return order;
}

/**
 * Positions for a graph's nodes (`count` of them, linked by index) by a force simulation of
 * the graph's settings: edges as springs of `edgeLength`, `repulsion` as a many-body charge,
 * `gravity` as a pull towards the origin. Deterministic: the same graph gets the same picture.
 */
export function forceLayout(
  count: number,
  links: { source: number; target: number }[],
  { edgeLength, repulsion, gravity }: ForceSettings,
  ticks = FORCE_TICKS,
): [number, number][] {
  // Started around the centre in breadth-first order (as ECharts' force layout starts on a
  // circle): linked nodes start near each other and a group of them in a sector of its own,
  // spread over a disc (at distances of a low-discrepancy sequence) as wide as d3-force's start
  // spiral of nodes a third of an edge apart.
  const radius = (Math.max(1, edgeLength) / 3) * Math.sqrt(count);
  const nodes: SimulationNodeDatum[] = new Array<SimulationNodeDatum>(count);
  breadthFirst(count, links).forEach((node, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = radius * Math.sqrt((i * GOLDEN_RATIO_CONJUGATE) % 1);
    nodes[node] = { x: r * Math.cos(angle), y: r * Math.sin(angle) };
  });
  const simulation = forceSimulation(nodes)
    .stop()
    .alphaDecay(1 - Math.pow(ALPHA_END, 1 / Math.max(1, ticks)))
    .velocityDecay(VELOCITY_DECAY)
    .force('link', forceLink(links.map((l) => ({ ...l }))).distance(Math.max(1, edgeLength)))
    .force('charge', forceManyBody().strength(-Math.max(0, repulsion)).theta(THETA))
    .force('x', forceX(0).strength(Math.max(0, gravity) / GRAVITY_SCALE))
    .force('y', forceY(0).strength(Math.max(0, gravity) / GRAVITY_SCALE));
  simulation.tick(ticks);
  // centred on the middle of the graph's bounding box
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x = 0, y = 0 } of nodes) {
    [minX, maxX] = [Math.min(minX, x), Math.max(maxX, x)];
    [minY, maxY] = [Math.min(minY, y), Math.max(maxY, y)];
  }
  const [midX, midY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  return nodes.map(({ x = 0, y = 0 }) => [x - midX, y - midY]);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The series box that draws positions from `forceLayout` as ECharts' force layout draws its
 * own: a unit a pixel, the graph's middle at the middle of the chart's box (ECharts fits a
 * fixed layout's bounding box into the series box, so the series box is that bounding box,
 * centred in the chart's, and reaching past it for a large graph).
 */
export function forceLayoutBox(positions: [number, number][], chart: Box): Box {
  let width = 0;
  let height = 0;
  for (const [x, y] of positions) {
    width = Math.max(width, 2 * Math.abs(x));
    height = Math.max(height, 2 * Math.abs(y));
  }
  // ECharts widens a bounding box of no width or height by 1 each side
  width = width || 2;
  height = height || 2;
  return {
    left: chart.left + chart.width / 2 - width / 2,
    top: chart.top + chart.height / 2 - height / 2,
    width,
    height,
  };
}
