import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ROOT_ID, toastStore } from '../../ui/toast/toast';
import { NotificationCenter } from './notification-center';

const reply = {
  id: 7,
  type: 'FORUM_REPLY',
  content: { thread_id: 3, replier_username: 'ana', thread_title: 'Snubbers' },
  link: '/forum/t/3',
  read_status: false,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const page = (items: unknown[]) => ({
  items,
  current_page: 1,
  total_pages: items.length ? 1 : 0,
  total_items: items.length,
});

type Handler = (url: string, init: RequestInit) => [number, unknown];
let calls: string[];

function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const [status, body] = handler(url, init);
      return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
    }),
  );
}

function show(refreshCount = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <NotificationCenter
              open
              onOpenChange={() => undefined}
              errorText={null}
              refreshCount={refreshCount}
              received={0}
            />
          }
        />
        <Route path="/forum/t/3" element={<p>Thread page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return refreshCount;
}

beforeEach(() => {
  const root = document.createElement('div');
  root.id = TOAST_ROOT_ID;
  document.body.append(root);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(TOAST_ROOT_ID)?.remove();
});

describe('NotificationCenter', () => {
  it('asks for 30 per page and shows the empty text', async () => {
    serve(() => [200, page([])]);
    show();
    expect(screen.getByText('Loading notifications...')).toBeTruthy();
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
    expect(calls[0]).toBe('GET /api/v1/users/me/notifications?skip=0&limit=30');
  });

  it('shows the load error with its heading', async () => {
    serve(() => [500, { detail: 'Database down' }]);
    show();
    expect(await screen.findByText('Error Loading Notifications')).toBeTruthy();
    expect(screen.getByText('Error 500: Database down')).toBeTruthy();
  });

  it('marks an item read, then goes to its link', async () => {
    serve(() => [200, page([reply])]);
    const refreshCount = show();
    await userEvent.click(await screen.findByText('ana replied to your thread "Snubbers"'));
    expect(await screen.findByText('Thread page')).toBeTruthy();
    expect(calls).toContain('POST /api/v1/users/me/notifications/7/read');
    expect(refreshCount).toHaveBeenCalled();
    expect(screen.queryByText('5 minutes ago')).toBeNull();
  });

  it('puts a cleared item back and shows an Error toast when the server fails', async () => {
    serve((_url, init) => (init.method === 'DELETE' ? [500, { detail: 'Nope' }] : [200, page([reply])]));
    show();
    expect(await screen.findByText('5 minutes ago')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Clear notification/ }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().at(-1)).toMatchObject({ title: 'Error', message: 'Error 500: Nope' }),
    );
    expect(within(screen.getByRole('list')).getByText(/Snubbers/)).toBeTruthy();
  });
});
