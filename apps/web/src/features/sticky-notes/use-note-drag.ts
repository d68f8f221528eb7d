import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dropIndex, type NotePlace } from './board-order';

export interface NoteDrag {
  noteId: number;
  /** How far the note follows the pointer from where it was picked up. */
  dx: number;
  dy: number;
  /** Where it would land if released now; null over no list. */
  target: NotePlace | null;
}

interface Press {
  noteId: number;
  pointerId: number;
  x: number;
  y: number;
  scrollY: number;
  active: boolean;
}

// A press that moves less than this is a click, not a drag (and a finger may tremble).
const START_DISTANCE = 6;
const EDGE = 56;

/**
 * The list under the point, and the drop index among its notes other than the one dragged (which
 * is itself under the pointer, so it is looked through).
 */
function targetAt(x: number, y: number, noteId: number): NotePlace | null {
  const dragged = `[data-note-id="${noteId}"]`;
  const hit = document.elementsFromPoint(x, y).find((el) => !el.closest(dragged));
  const list = hit?.closest<HTMLElement>('[data-drop-list]');
  if (!list) return null;
  const middles = [...list.querySelectorAll<HTMLElement>('[data-note-id]')]
    .filter((el) => el.dataset.noteId !== String(noteId))
    .map((el) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    });
  return { listId: Number(list.dataset.dropList), index: dropIndex(middles, y) };
}

/**
 * Drag by pointer (mouse, pen and touch alike) from a note's handle: the note follows the pointer
 * and the page scrolls near the window's edges. The moves are followed on the window, so nothing
 * depends on which element is under the pointer. Escape cancels.
 */
export function useNoteDrag(onDrop: (noteId: number, to: NotePlace) => void) {
  const [drag, setDrag] = useState<NoteDrag | null>(null);
  const press = useRef<Press | null>(null);
  const onDropRef = useRef(onDrop);
  const dragRef = useRef<NoteDrag | null>(null);
  useEffect(() => {
    onDropRef.current = onDrop;
  });
  const stopRef = useRef<(() => void) | null>(null);

  const end = useCallback((drop: boolean) => {
    const current = dragRef.current;
    const wasActive = press.current?.active ?? false;
    stopRef.current?.();
    stopRef.current = null;
    press.current = null;
    dragRef.current = null;
    setDrag(null);
    if (drop && wasActive && current?.target) onDropRef.current(current.noteId, current.target);
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  const start = (noteId: number, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || noteId < 0 || press.current) return;
    press.current = {
      noteId,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      scrollY: window.scrollY,
      active: false,
    };
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (!p || e.pointerId !== p.pointerId) return;
      const dx = e.clientX - p.x;
      if (!p.active && Math.hypot(dx, e.clientY - p.y) < START_DISTANCE) return;
      p.active = true;
      e.preventDefault();
      if (e.clientY < EDGE) window.scrollBy(0, -12);
      else if (e.clientY > window.innerHeight - EDGE) window.scrollBy(0, 12);
      // The note sits in the page, so scrolling moves it: follow the pointer in page coordinates.
      const dy = e.clientY - p.y + window.scrollY - p.scrollY;
      const next = { noteId, dx, dy, target: targetAt(e.clientX, e.clientY, noteId) };
      dragRef.current = next;
      setDrag(next);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === press.current?.pointerId) end(true);
    };
    const cancel = () => end(false);
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && press.current?.active) end(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key);
    stopRef.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key);
    };
  };

  const handleProps = (noteId: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => start(noteId, event),
  });

  return { drag, handleProps };
}
