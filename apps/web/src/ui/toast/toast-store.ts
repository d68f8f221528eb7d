import { TOAST } from '@electrobench/contracts/limits';

export type ToastVariant = 'info' | 'success' | 'warning' | 'danger';

export interface ToastInput {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** How long the toast stays before it leaves; SPEC section 9 durations live in TOAST. */
  durationMs?: number;
  /** An in-app link shown as a button, e.g. 'View Reminders' -> /reminders. */
  action?: { label: string; to: string };
}

export interface ToastItem extends ToastInput {
  id: number;
  variant: ToastVariant;
  /** 'entering' for the first 50 ms (so CSS can animate in), 'leaving' for the 300 ms exit. */
  phase: 'entering' | 'shown' | 'leaving';
}

type Listener = () => void;

export function createToastStore() {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const setPhase = (id: number, phase: ToastItem['phase']) => {
    items = items.map((item) => (item.id === id ? { ...item, phase } : item));
    emit();
  };
  const forget = (id: number) => {
    for (const timer of timers.get(id) ?? []) clearTimeout(timer);
    timers.delete(id);
    items = items.filter((item) => item.id !== id);
  };

  function dismiss(id: number): void {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.phase === 'leaving') return;
    for (const timer of timers.get(id) ?? []) clearTimeout(timer);
    setPhase(id, 'leaving');
    timers.set(id, [
      setTimeout(() => {
        forget(id);
        emit();
      }, TOAST.exitMs),
    ]);
  }

  function show(input: ToastInput): number {
    const id = nextId++;
    const overflow = items.length + 1 - TOAST.maxShown;
    // The oldest toasts give way at once so no more than the maximum are ever on screen.
    for (const old of items.slice(0, Math.max(0, overflow))) forget(old.id);
    items = [...items, { ...input, id, variant: input.variant ?? 'info', phase: 'entering' }];
    timers.set(id, [
      setTimeout(() => setPhase(id, 'shown'), TOAST.enterDelayMs),
      setTimeout(() => dismiss(id), input.durationMs ?? TOAST.defaultMs),
    ]);
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    getSnapshot: (): readonly ToastItem[] => items,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
