import type { StickyList } from '@electrobench/contracts/sticky-notes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyNotesPage } from './sticky-notes-page';

const note = (id: number, listId: number, text: string, position: number) => ({
  id,
  list_id: listId,
  text,
  color: 'yellow' as const,
  position,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const board = (): StickyList[] => [
  {
    id: 1,
    name: 'Bench',
    position: 0,
    created_at: '',
    updated_at: '',
    notes: [note(10, 1, 'Alpha', 0), note(11, 1, 'Beta', 1)],
  },
  { id: 2, name: 'Parts', position: 1, created_at: '', updated_at: '', notes: [] },
];

let writes: { method: string; url: string; body: unknown }[];
let failWrites: boolean;
beforeEach(() => {
  writes = [];
  failWrites = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') {
      const page = { items: board(), total_items: 2, total_pages: 1, current_page: 1, limit: 20 };
      return new Response(JSON.stringify(page), { status: 200 });
    }
    writes.push({ method, url, body: JSON.parse(String(init.body ?? 'null')) });
    // Held until the test looks at the optimistic state.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return failWrites
      ? new Response('{"detail":"Sticky note not found."}', { status: 404 })
      : new Response('{}', { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StickyNotesPage />
    </QueryClientProvider>,
  );
}

const texts = (list: string) =>
  within(screen.getByRole('region', { name: list }))
    .queryAllByText(/^(Alpha|Beta)$/)
    .map((el) => el.textContent);

describe('StickyNotesPage', () => {
  it('moves a note with the arrow keys at once, sends the new place and announces it', async () => {
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Move note: Beta' });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(texts('Bench')).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('status').textContent).toBe('Note “Beta” is now 1 of 2 in Bench.');
    expect(writes).toEqual([
      { method: 'PUT', url: '/api/v1/sticky-notes/notes/11', body: { list_id: 1, position: 0 } },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move note: Beta' })),
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(texts('Parts')).toEqual(['Beta']);
    expect(writes[1]?.body).toEqual({ list_id: 2, position: 0 });
  });

  it('puts the board back when the server refuses the move', async () => {
    failWrites = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to next list: Alpha' }));
    expect(texts('Parts')).toEqual(['Alpha']);
    await waitFor(() => expect(texts('Bench')).toEqual(['Alpha', 'Beta']));
    expect(texts('Parts')).toEqual([]);
  });

  it('disables moves past the edges of the board', async () => {
    renderPage();
    const up = await screen.findByRole('button', { name: 'Move up: Alpha' });
    expect(up.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Move to previous list: Alpha' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down: Alpha' }).hasAttribute('disabled')).toBe(false);
  });
});
