import { describe, expect, it } from 'vitest';
import { emptyLayout, type DashboardLayout } from './layout.js';
import {
  UNDO_LIMIT,
  canRedo,
  canUndo,
  createLayoutHistory,
  maxUndoHistoryWarning,
  pushLayout,
  redoLayout,
  undoLayout,
} from './layoutHistory.js';

/** Distinct layouts: the dashboard titled `n`. */
const titled = (n: number): DashboardLayout => emptyLayout(`v${n}`);

function pushed(count: number) {
  let h = createLayoutHistory(titled(0));
  for (let n = 1; n <= count; n += 1) h = pushLayout(h, titled(n));
  return h;
}

describe('the layout history', () => {
  it('starts clean, with nothing to undo or redo', () => {
    const h = createLayoutHistory(titled(0));
    expect(h).toMatchObject({
      past: [],
      future: [],
      hasUnsavedChanges: false,
      maxUndoHistoryExceeded: false,
    });
    expect(canUndo(h) || canRedo(h)).toBe(false);
    expect(undoLayout(h)).toBe(h);
    expect(redoLayout(h)).toBe(h);
  });

  it('records changes, and nothing for the present layout itself', () => {
    const h = pushed(2);
    expect(h.present.HEADER_ID.meta.text).toBe('v2');
    expect(h.past).toHaveLength(2);
    expect(h.hasUnsavedChanges).toBe(true);
    expect(pushLayout(h, h.present)).toBe(h);
  });

  it('undoes and redoes, and a new change drops what was undone', () => {
    const h = undoLayout(pushed(3));
    expect(h.present.HEADER_ID.meta.text).toBe('v2');
    expect(canRedo(h)).toBe(true);
    const again = redoLayout(h);
    expect(again.present.HEADER_ID.meta.text).toBe('v3');
    expect(again.hasUnsavedChanges).toBe(true);
    const branched = pushLayout(h, titled(9));
    expect(canRedo(branched)).toBe(false);
    expect(branched.past.map((l) => l.HEADER_ID.meta.text)).toEqual(['v0', 'v1', 'v2']);
  });

  it('clears the unsaved flag when undo reaches the start', () => {
    const h = undoLayout(undoLayout(pushed(2)));
    expect(h.present.HEADER_ID.meta.text).toBe('v0');
    expect(h.hasUnsavedChanges).toBe(false);
    expect(undoLayout(pushed(2)).hasUnsavedChanges).toBe(true);
    expect(redoLayout(h).hasUnsavedChanges).toBe(true);
  });

  it('keeps it unsaved at the start when the colour scheme was changed', () => {
    const h = undoLayout(pushed(1), { updatedColorScheme: true });
    expect(h.hasUnsavedChanges).toBe(true);
  });

  it(`keeps ${UNDO_LIMIT} steps and warns once, with the slots used, when one is lost`, () => {
    expect(UNDO_LIMIT).toBe(50);
    const full = pushed(UNDO_LIMIT);
    expect(full.past).toHaveLength(50);
    expect(full.maxUndoHistoryExceeded).toBe(false);
    expect(full.warning).toBeUndefined();
    const over = pushLayout(full, titled(51));
    expect(over.past).toHaveLength(50);
    expect(over.past[0].HEADER_ID.meta.text).toBe('v1');
    expect(over.maxUndoHistoryExceeded).toBe(true);
    expect(over.warning).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
    expect(maxUndoHistoryWarning(50)).toBe(over.warning);
    let back = over;
    while (canUndo(back)) back = undoLayout(back);
    expect(back.present.HEADER_ID.meta.text).toBe('v1');
    expect(back.hasUnsavedChanges).toBe(true);
    expect(redoLayout(undoLayout(over)).past).toHaveLength(50);
  });
});
