/**
 * Where edit mode's layer (EditLayer.tsx, loaded when edit mode opens) draws into the layout the
 * page draws: each component's frame (its drag handle before the component, its resize handles
 * after it) and the drop slots among a container's children. The layout registers these
 * elements as they mount; the layer, beside the layout rather than around it, puts its pieces
 * into them through portals, so that entering or leaving edit mode moves nothing of the layout
 * in React's tree (no chart is drawn again, the focus stays). Also held here: the drags under
 * way the layout shows (the component being moved, faint; the size a resize gives).
 */
import { useSyncExternalStore } from 'react';

/** A drawn component's frame and the two places in it the layer draws into. */
export interface FrameSlots {
  /** The layout component's id. */
  id: string;
  /** The frame: what moves when the component is dragged. */
  frame: HTMLElement;
  /** Over the component, before it (the drag handle) and after it (the resize handles). */
  before: HTMLElement;
  after: HTMLElement;
}

/** A gap among a container's children (`index`: before that child; `children.length`: last). */
export interface DropSlot {
  parentId: string;
  index: number;
  element: HTMLElement;
}

/** A size being dragged out: width in columns, height in grid units. */
export interface ResizePreview {
  width: number;
  height: number;
}

export interface PlacedSlots {
  frames: readonly FrameSlots[];
  dropSlots: readonly DropSlot[];
}

export interface EditSlots {
  /** Registers a frame; answers its removal. */
  addFrame(frame: FrameSlots): () => void;
  addDropSlot(slot: DropSlot): () => void;
  /** What is registered (the same object until something changes). */
  placed(): PlacedSlots;
  subscribe(listener: () => void): () => void;
  /** The size a resize under way gives the component (null: the resize is over). */
  setPreview(id: string, size: ResizePreview | null): void;
  previewOf(id: string): ResizePreview | undefined;
  /** The component being moved (null: the move is over). */
  setMoving(id: string, moving: boolean): void;
  isMoving(id: string): boolean;
  /** Hears previews and moves. */
  subscribeDrags(listener: () => void): () => void;
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit() {
      for (const listener of set) listener();
    },
  };
}

export function createEditSlots(): EditSlots {
  const frames = new Map<string, FrameSlots>();
  const dropSlots = new Map<string, DropSlot>();
  const previews = new Map<string, ResizePreview>();
  let moving: string | null = null;
  const changes = listeners();
  const drags = listeners();
  let placed: PlacedSlots | null = null;
  const changed = () => {
    placed = null;
    changes.emit();
  };
  // A component drawn again elsewhere may register before its old frame leaves: only the
  // registration made is removed.
  const remove =
    <T>(map: Map<string, T>, key: string, value: T) =>
    () => {
      if (map.get(key) !== value) return;
      map.delete(key);
      changed();
    };
  return {
    addFrame(frame) {
      frames.set(frame.id, frame);
      changed();
      return remove(frames, frame.id, frame);
    },
    addDropSlot(slot) {
      const key = `${slot.parentId}:${slot.index}`;
      dropSlots.set(key, slot);
      changed();
      return remove(dropSlots, key, slot);
    },
    placed() {
      placed ??= { frames: [...frames.values()], dropSlots: [...dropSlots.values()] };
      return placed;
    },
    subscribe: changes.add,
    setPreview(id, size) {
      if (size) previews.set(id, size);
      else if (!previews.delete(id)) return;
      drags.emit();
    },
    previewOf: (id) => previews.get(id),
    setMoving(id, now) {
      if (now === (moving === id)) return;
      moving = now ? id : null;
      drags.emit();
    },
    isMoving: (id) => moving === id,
    subscribeDrags: drags.add,
  };
}

const noChanges = () => () => undefined;

/** The size a resize under way gives the component (none while viewing). */
export function useResizePreview(slots: EditSlots | undefined, id: string) {
  const preview = () => slots?.previewOf(id);
  return useSyncExternalStore(slots?.subscribeDrags ?? noChanges, preview, preview);
}

/** Whether the component is being moved (never while viewing). */
export function useMoving(slots: EditSlots | null, id: string): boolean {
  const moving = () => slots?.isMoving(id) ?? false;
  return useSyncExternalStore(slots?.subscribeDrags ?? noChanges, moving, moving);
}
