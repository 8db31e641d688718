/**
 * How a drag finds its drop zone. With a pointer: the zone nearest the pointer (zones are thin
 * gaps between components, so the nearest one is where the component would go), or nothing
 * over an area where nothing drops (the builder pane). With the keyboard: the arrow keys step
 * through the zones that accept the component in document order (Down/Right forward, Up/Left
 * back), and only the zone stepped to counts, so a drop never lands where it was not aimed.
 */
import type {
  ClientRect,
  Collision,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import type { LayoutDropData } from './dragData';

export interface Point {
  x: number;
  y: number;
}

/** How far a point is from a rectangle (0 inside it). */
export function distanceToRect(p: Point, r: ClientRect): number {
  const dx = Math.max(r.left - p.x, 0, p.x - r.right);
  const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
  return Math.hypot(dx, dy);
}

const dataOf = (c: DroppableContainer) => c.data.current as LayoutDropData | undefined;

/**
 * The zones nearest `point` first (the smaller first when as near); a no-drop area counts only
 * when the point is inside it.
 */
export function nearestDropZones(
  point: Point,
  containers: DroppableContainer[],
  rects: Map<UniqueIdentifier, ClientRect>,
): Collision[] {
  const found: { collision: Collision; distance: number; area: number }[] = [];
  for (const container of containers) {
    const rect = rects.get(container.id);
    const data = dataOf(container);
    if (!rect || !data) continue;
    const distance = distanceToRect(point, rect);
    if (data.kind === 'noDrop' && distance > 0) continue;
    found.push({
      collision: { id: container.id, data: { droppableContainer: container, value: distance } },
      distance,
      area: rect.width * rect.height,
    });
  }
  return found.sort((a, b) => a.distance - b.distance || a.area - b.area).map((f) => f.collision);
}

/**
 * The zone an arrow key steps to among `count` zones in order: from `current`, or when none is
 * chosen yet, from where the dragged component sits (`start`: the index of the first zone
 * after it).
 */
export function steppedZoneIndex(
  count: number,
  current: number,
  start: number,
  forward: boolean,
): number | undefined {
  if (count === 0) return undefined;
  const next = current >= 0 ? current + (forward ? 1 : -1) : forward ? start : start - 1;
  return Math.min(Math.max(next, 0), count - 1);
}

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACK = ['ArrowUp', 'ArrowLeft'];

function inDocumentOrder(a: DroppableContainer, b: DroppableContainer): number {
  const [na, nb] = [a.node.current, b.node.current];
  if (!na || !nb || na === nb) return 0;
  return na.compareDocumentPosition(nb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export interface DropZoneNavigator {
  collisionDetection: CollisionDetection;
  coordinateGetter: KeyboardCoordinateGetter;
  /** Forgets the zone the keyboard chose (at each drag's start and end). */
  reset(): void;
}

export function createDropZoneNavigator(): DropZoneNavigator {
  let keyboardTarget: UniqueIdentifier | null = null;

  const collisionDetection: CollisionDetection = ({
    droppableContainers,
    droppableRects,
    pointerCoordinates,
  }) => {
    if (pointerCoordinates)
      return nearestDropZones(pointerCoordinates, droppableContainers, droppableRects);
    const chosen = droppableContainers.find((c) => c.id === keyboardTarget);
    return chosen ? [{ id: chosen.id, data: { droppableContainer: chosen, value: 0 } }] : [];
  };

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const forward = FORWARD.includes(event.code);
    if (!forward && !BACK.includes(event.code)) return undefined;
    event.preventDefault();
    const zones = context.droppableContainers
      .getEnabled()
      .filter((c) => dataOf(c)?.kind === 'dropZone' && c.node.current)
      .sort(inDocumentOrder);
    const activeNode = context.activeNode;
    const after = zones.findIndex(
      (z) =>
        !!activeNode &&
        !!(activeNode.compareDocumentPosition(z.node.current!) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    const index = steppedZoneIndex(
      zones.length,
      zones.findIndex((z) => z.id === keyboardTarget),
      after < 0 ? (forward ? 0 : zones.length) : after,
      forward,
    );
    if (index === undefined) return undefined;
    const zone = zones[index];
    keyboardTarget = zone.id;
    const rect = context.droppableRects.get(zone.id) ?? zone.rect.current;
    const dragged = context.collisionRect;
    if (!rect || !dragged) return undefined;
    return {
      x: rect.left + rect.width / 2 - dragged.width / 2,
      y: rect.top + rect.height / 2 - dragged.height / 2,
    };
  };

  return {
    collisionDetection,
    coordinateGetter,
    reset: () => {
      keyboardTarget = null;
    },
  };
}
