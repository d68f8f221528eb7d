/** Moves the item at `from` to position `to` (both clamped to the list); returns a new list. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** One step up (-1) or down (+1) for the Move up / Move down buttons; the ends stay put. */
export function moveStep<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  return moveTo(items, index, index + step);
}

/** True when the order differs from the saved one, so "Save order" has something to send. */
export function orderChanged(saved: readonly number[], current: readonly number[]): boolean {
  return saved.length !== current.length || saved.some((id, index) => current[index] !== id);
}
