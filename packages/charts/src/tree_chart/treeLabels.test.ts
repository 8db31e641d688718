import { describe, expect, it } from 'vitest';
import {
  MIN_LABEL_WIDTH,
  treeDepth,
  treeLabelPlacement,
  type TreeLabelInput,
} from './treeLabels.js';

const INPUT: TreeLabelInput = {
  layout: 'orthogonal',
  orient: 'LR',
  nodeLabelPosition: 'left',
  childLabelPosition: 'bottom',
  depth: 2,
  width: 800,
  height: 600,
};
const place = (over: Partial<TreeLabelInput>) => treeLabelPlacement({ ...INPUT, ...over });

describe('tree labels', () => {
  it('left to right: the chosen positions, level text kept flat', () => {
    const p = place({});
    expect(p.label.position).toBe('left');
    expect(p.leaves.label).toMatchObject({ position: 'bottom' });
    expect(p.leaves.label.rotate).toBeUndefined();
    expect(p.labelLayout).toEqual({ hideOverlap: true });
  });
  it('top to bottom: leaf labels run down from their node, with room below the leaves', () => {
    const p = place({ orient: 'TB' });
    expect(p.leaves.label).toMatchObject({ position: 'bottom', rotate: -90, align: 'left' });
    expect(p.box.bottom).toBe('20%');
    const up = place({ orient: 'BT', childLabelPosition: 'top' });
    expect(up.leaves.label).toMatchObject({ position: 'top', rotate: 90, align: 'left' });
    expect(up.box.top).toBe('20%');
    // beside a leaf, a label stays flat
    expect(
      place({ orient: 'TB', childLabelPosition: 'right' }).leaves.label.rotate,
    ).toBeUndefined();
  });
  it("radial: ECharts' own outward placement (no fixed side)", () => {
    const p = place({ layout: 'radial' });
    expect(p.label.position).toBeUndefined();
    expect(p.leaves.label.position).toBeUndefined();
  });
  it('names are cut with an ellipsis to the room between levels, a line tall for the overlap check', () => {
    const roomy = place({ depth: 1 }).label;
    const tight = place({ depth: 6 }).label;
    expect(roomy).toMatchObject({ overflow: 'truncate', ellipsis: '…', lineHeight: 14 });
    expect(roomy.width).toBe(Math.floor((800 * 0.76) / 1 - 12));
    expect(tight.width).toBeLessThan(roomy.width);
    expect(place({ depth: 40 }).label.width).toBe(MIN_LABEL_WIDTH);
    // turned leaf labels are cut to the margin they run into
    expect(place({ orient: 'TB' }).leaves.label.width).toBe(600 * 0.2 - 8);
  });
  it('depth counts the levels below a node', () => {
    const leaf = { children: [] };
    expect(treeDepth(leaf)).toBe(0);
    expect(treeDepth({ children: [leaf, { children: [{ children: [leaf] }] }] })).toBe(3);
  });
});
