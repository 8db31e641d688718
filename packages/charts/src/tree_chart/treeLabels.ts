/**
 * Where the tree's labels go, so that they stay readable: ECharts' own radial placement (each
 * label turned along its radius, on the side away from the centre), the chosen positions in
 * an orthogonal tree with the leaves' labels turned along the depth when the leaves stand
 * side by side (top to bottom, bottom to top), every label cut with an ellipsis at the room
 * between two levels, and ECharts' label layout hiding a label that would overlap another
 * (it shows on hover).
 */

export type TreeLayout = 'orthogonal' | 'radial';
export type LabelPosition = 'top' | 'bottom' | 'left' | 'right';

export interface TreeLabelInput {
  layout: TreeLayout;
  /** LR, RL, TB or BT (orthogonal only). */
  orient: string;
  nodeLabelPosition: LabelPosition;
  childLabelPosition: LabelPosition;
  /** Levels below the root (0 for a lone root). */
  depth: number;
  width: number;
  height: number;
}

interface LabelOption {
  position?: LabelPosition;
  rotate?: number;
  align?: 'left' | 'center' | 'right';
  verticalAlign?: 'middle';
  fontSize: number;
  lineHeight: number;
  backgroundColor: 'transparent';
  /** The room the name is cut to, with an ellipsis. */
  width: number;
  overflow: 'truncate';
  ellipsis: '…';
}

export interface TreeLabelPlacement {
  /** The series' box: where the nodes are laid out (labels may go past it). */
  box: { top: string; bottom: string; left: string; right: string };
  label: LabelOption;
  leaves: { label: LabelOption };
  labelLayout: { hideOverlap: true };
}

/** The narrowest a label is cut to, whatever the room. */
export const MIN_LABEL_WIDTH = 48;
/** The share of the chart kept free beyond the leaves for their turned labels. */
const TURNED_LABEL_SHARE = 0.2;
/** The share of the chart kept free around a radial tree for its leaves' labels. */
const RADIAL_MARGIN_SHARE = 0.16;

export const LABEL_FONT_SIZE = 12;
export const LABEL_LINE_HEIGHT = 14;

/**
 * A label cut with an ellipsis at `width` pixels. Its box is its line (a transparent
 * background gives it one): ECharts measures a text's height by the width of a CJK glyph,
 * which a machine without such a font measures a few pixels wide, and the overlap check would
 * then let labels one line apart overlap.
 */
const truncated = (width: number) => ({
  fontSize: LABEL_FONT_SIZE,
  lineHeight: LABEL_LINE_HEIGHT,
  backgroundColor: 'transparent' as const,
  width: Math.max(MIN_LABEL_WIDTH, Math.floor(width)),
  overflow: 'truncate' as const,
  ellipsis: '…' as const,
});

/** The levels below `node` (0 for a leaf). */
export function treeDepth(node: { children: { children: unknown[] }[] }): number {
  let deepest = 0;
  const walk = (n: { children: unknown[] }, depth: number) => {
    deepest = Math.max(deepest, depth);
    for (const child of n.children as { children: unknown[] }[]) walk(child, depth + 1);
  };
  walk(node, 0);
  return deepest;
}

export function treeLabelPlacement(input: TreeLabelInput): TreeLabelPlacement {
  const { layout, orient, nodeLabelPosition, childLabelPosition, width, height } = input;
  const levels = Math.max(1, input.depth);
  const labelLayout = { hideOverlap: true as const };
  if (layout === 'radial') {
    // ECharts turns each label along its radius and puts it on the outer side when no
    // position is given; a fixed side would lay half of them across the edges. The leaves'
    // labels run out into the margin.
    const side = Math.min(width, height);
    const room = ((side / 2) * (1 - 2 * RADIAL_MARGIN_SHARE)) / levels;
    const margin = `${RADIAL_MARGIN_SHARE * 100}%`;
    return {
      box: { top: margin, bottom: margin, left: margin, right: margin },
      label: truncated(room - 12),
      leaves: { label: truncated(side * RADIAL_MARGIN_SHARE - 8) },
      labelLayout,
    };
  }
  const across = orient === 'TB' || orient === 'BT';
  const room = ((across ? height : width) * 0.76) / levels;
  const label: LabelOption = { position: nodeLabelPosition, ...truncated(room - 12) };
  if (!across) {
    return {
      box: { top: '5%', bottom: '5%', left: '12%', right: '12%' },
      label,
      leaves: { label: { position: childLabelPosition, ...truncated(room - 12) } },
      labelLayout,
    };
  }
  // leaves side by side: a label above or below them runs along the depth from its node
  const leafSide = orient === 'TB' ? 'bottom' : 'top';
  const box = { top: '5%', bottom: '5%', left: '10%', right: '10%' };
  if (childLabelPosition !== 'bottom' && childLabelPosition !== 'top') {
    return {
      box,
      label,
      leaves: { label: { position: childLabelPosition, ...truncated(room - 12) } },
      labelLayout,
    };
  }
  box[childLabelPosition] = `${TURNED_LABEL_SHARE * 100}%`;
  const outward = childLabelPosition === leafSide;
  return {
    box,
    label,
    leaves: {
      label: {
        position: childLabelPosition,
        rotate: childLabelPosition === 'bottom' ? -90 : 90,
        align: 'left',
        verticalAlign: 'middle',
        ...truncated(outward ? height * TURNED_LABEL_SHARE - 8 : room - 12),
      },
    },
    labelLayout,
  };
}
