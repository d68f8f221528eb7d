import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { toast, toastStore, TOAST_ROOT_ID } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast queue', () => {
  it('enters after 50 ms, leaves after 5 s by default and is gone 300 ms later', () => {
    const store = createToastStore();
    store.show({ title: 'Saved' });
    expect(store.getSnapshot()[0]?.phase).toBe('entering');
    vi.advanceTimersByTime(49);
    expect(store.getSnapshot()[0]?.phase).toBe('entering');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(5000 - 50);
    expect(store.getSnapshot()[0]?.phase).toBe('leaving');
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a longer toast for its own duration', () => {
    const store = createToastStore();
    store.show({ title: 'Account created', durationMs: 10_000 });
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()[0]?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.phase).toBe('leaving');
  });

  it('shows at most five, dropping the oldest', () => {
    const store = createToastStore();
    for (let n = 1; n <= 7; n++) store.show({ title: `Toast ${n}` });
    expect(store.getSnapshot().map((t) => t.title)).toEqual([
      'Toast 3',
      'Toast 4',
      'Toast 5',
      'Toast 6',
      'Toast 7',
    ]);
  });

  it('dismisses on request with the exit animation', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Hi', variant: 'success' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ phase: 'leaving', variant: 'success' });
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('toast()', () => {
  it('shows nothing when the toast root is missing', () => {
    expect(toast({ title: 'Lost' })).toBeNull();
    expect(toastStore.getSnapshot()).toEqual([]);
    const root = document.createElement('div');
    root.id = TOAST_ROOT_ID;
    document.body.append(root);
    expect(toast({ title: 'Found' })).toEqual(expect.any(Number));
    expect(toastStore.getSnapshot().map((t) => t.title)).toEqual(['Found']);
    root.remove();
  });
});
