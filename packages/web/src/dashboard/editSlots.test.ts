import { describe, expect, it } from 'vitest';
import { createEditSlots } from './editSlots';

const element = (name: string) => ({ name }) as unknown as HTMLElement;
const frameOf = (id: string, name = id) => ({
  id,
  frame: element(`${name} frame`),
  before: element(`${name} before`),
  after: element(`${name} after`),
});

describe("the places edit mode's layer draws into", () => {
  it('lists what the layout registers, the same list until something changes', () => {
    const slots = createEditSlots();
    let heard = 0;
    slots.subscribe(() => heard++);
    const removeFrame = slots.addFrame(frameOf('CHART-1'));
    const removeSlot = slots.addDropSlot({ parentId: 'ROW-1', index: 0, element: element('z') });
    const placed = slots.placed();
    expect(placed.frames.map((f) => f.id)).toEqual(['CHART-1']);
    expect(placed.dropSlots.map((s) => `${s.parentId}:${s.index}`)).toEqual(['ROW-1:0']);
    expect(slots.placed()).toBe(placed);
    removeFrame();
    removeSlot();
    expect(slots.placed()).toEqual({ frames: [], dropSlots: [] });
    expect(heard).toBe(4);
  });

  it("keeps a component drawn again elsewhere when its old frame's removal comes late", () => {
    const slots = createEditSlots();
    const removeOld = slots.addFrame(frameOf('CHART-1', 'old'));
    slots.addFrame(frameOf('CHART-1', 'new'));
    removeOld();
    expect(slots.placed().frames.map((f) => f.frame)).toEqual([element('new frame')]);
  });

  it('holds the size a resize under way gives a component, until it is over', () => {
    const slots = createEditSlots();
    let heard = 0;
    slots.subscribeDrags(() => heard++);
    slots.setPreview('CHART-1', { width: 5, height: 50 });
    expect(slots.previewOf('CHART-1')).toEqual({ width: 5, height: 50 });
    expect(slots.previewOf('CHART-2')).toBeUndefined();
    slots.setPreview('CHART-1', null);
    slots.setPreview('CHART-1', null);
    expect(slots.previewOf('CHART-1')).toBeUndefined();
    expect(heard).toBe(2);
  });

  it('says which component is being moved', () => {
    const slots = createEditSlots();
    let heard = 0;
    slots.subscribeDrags(() => heard++);
    slots.setMoving('CHART-1', true);
    expect(slots.isMoving('CHART-1')).toBe(true);
    expect(slots.isMoving('CHART-2')).toBe(false);
    slots.setMoving('CHART-2', false);
    slots.setMoving('CHART-1', false);
    expect(slots.isMoving('CHART-1')).toBe(false);
    expect(heard).toBe(2);
  });
});
