export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs fn once calls have stopped for `ms` milliseconds, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
