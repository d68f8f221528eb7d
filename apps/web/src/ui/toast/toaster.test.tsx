import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore, TOAST_ROOT_ID } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  document.getElementById(TOAST_ROOT_ID)?.remove();
  for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id);
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders toasts into the toast root with their action link', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.id = TOAST_ROOT_ID;
    document.body.append(root);
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    act(() => {
      toast({
        title: 'Reminder due',
        message: 'Check the PSU.',
        durationMs: 10_000,
        action: { label: 'View Reminders', to: '/reminders' },
      });
    });
    const card = screen.getByRole('status');
    expect(root.contains(card)).toBe(true);
    expect(screen.getByRole('link', { name: 'View Reminders' }).getAttribute('href')).toBe('/reminders');
    act(() => screen.getByRole('button', { name: 'Dismiss: Reminder due' }).click());
    expect(card.dataset.phase).toBe('leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing without a toast root', () => {
    const { container } = render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    act(() => {
      toast({ title: 'Lost' });
    });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('Lost')).toBeNull();
  });
});
