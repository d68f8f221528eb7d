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

// A press that moves less than this is a click, not a drag (and a finger may tremble).
const START_DISTANCE = 6;
const EDGE = 56;

/** The list under the point, and the drop index among its notes other than the one dragged. */
function targetAt(x: number, y: number, noteId: number): NotePlace | null {
  const list = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-list]');
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
 * Drag by pointer (mouse, pen and touch alike) from a note's handle: the handle captures the
 * pointer, the note follows it and the page scrolls near the window's edges. Escape cancels.
 */
export function useNoteDrag(onDrop: (noteId: number, to: NotePlace) => void) {
  const [drag, setDrag] = useState<NoteDrag | null>(null);
  const press = useRef<{
    noteId: number;
    x: number;
    y: number;
    scrollY: number;
    pointerId: number;
    active: boolean;
  } | null>(null);
  const latest = useRef({ drag, onDrop });
  useEffect(() => {
    latest.current = { drag, onDrop };
  });

  const end = useCallback((drop: boolean) => {
    const current = latest.current.drag;
    press.current = null;
    setDrag(null);
    if (drop && current?.target) latest.current.onDrop(current.noteId, current.target);
  }, []);

  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') end(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drag, end]);

  const handleProps = (noteId: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || noteId < 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      press.current = {
        noteId,
        x: event.clientX,
        y: event.clientY,
        scrollY: window.scrollY,
        pointerId: event.pointerId,
        active: false,
      };
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.pointerId !== event.pointerId) return;
      const dx = event.clientX - p.x;
      if (!p.active && Math.hypot(dx, event.clientY - p.y) < START_DISTANCE) return;
      p.active = true;
      if (event.clientY < EDGE) window.scrollBy(0, -12);
      else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, 12);
      // The note sits in the page, so scrolling moves it: follow the pointer in page coordinates.
      const dy = event.clientY - p.y + window.scrollY - p.scrollY;
      setDrag({ noteId, dx, dy, target: targetAt(event.clientX, event.clientY, noteId) });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      if (press.current?.pointerId === event.pointerId) end(press.current.active);
    },
    onPointerCancel: () => end(false),
  });

  return { drag, handleProps };
}
