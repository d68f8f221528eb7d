import type { ForumPost, PostList, ThreadDetail } from '@electrobench/contracts/forum';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth/auth-context';
import { ThreadPage } from './thread-page';

const author = { id: 3, username: 'ada', profile_image_url: null };
const thread: ThreadDetail = {
  id: 42,
  category_id: 1,
  title: 'PSU hiccups <b>at</b> start',
  slug: 'psu-hiccups-at-start',
  author,
  is_locked: true,
  is_sticky: false,
  reply_count: 1,
  score: 0,
  accepted_post_id: null,
  has_poll: false,
  last_activity_at: '2026-01-01T00:00:00Z',
  last_poster: author,
  created_at: '2026-01-01T00:00:00Z',
  category: { id: 1, name: 'Power supplies', slug: 'power-supplies' },
  first_post_id: 7,
  poll_id: null,
  post_count: 2,
  viewer: {
    is_subscribed: false,
    can_reply: false,
    can_delete: false,
    can_moderate: false,
    can_accept: false,
  },
};
const post = (id: number, overrides: Partial<ForumPost> = {}): ForumPost => ({
  id,
  thread_id: 42,
  author,
  content: 'x',
  content_html: `<p>Body of post ${id}</p>`,
  created_at: '2026-01-01T00:00:00Z',
  edited_at: null,
  is_deleted: false,
  is_first_post: id === 7,
  reply_to_post_id: null,
  score: 0,
  my_vote: 0,
  is_accepted: false,
  poll_id: null,
  can_edit: false,
  can_delete: false,
  ...overrides,
});
const posts: PostList = {
  items: [post(7), post(8, { is_deleted: true, content_html: '', edited_at: null })],
  total_items: 2,
  total_pages: 1,
  current_page: 1,
  limit: 20,
};

const guest: AuthValue = {
  status: 'unauthenticated',
  user: null,
  isAdmin: false,
  login: () => Promise.reject(new Error('not used')),
  logout: () => Promise.reject(new Error('not used')),
  endSession: () => undefined,
  refreshUser: () => Promise.reject(new Error('not used')),
  setUser: () => undefined,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const body = url.includes('/posts')
        ? posts
        : url.includes('/threads/42')
          ? thread
          : { detail: 'Not found' };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 'detail' in body ? 404 : 200 }));
    }),
  );
  render(
    <AuthContext.Provider value={guest}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/forum/t/:threadIdentifier/:slug?" element={<ThreadPage />} />
            <Route path="/forum/t/:threadIdentifier/:slug?/post/:postId" element={<ThreadPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ThreadPage', () => {
  it('replaces a wrong slug with the canonical one and keeps the page number', async () => {
    renderAt('/forum/t/42/old-title?page=1');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/forum/t/42/psu-hiccups-at-start?page=1'),
    );
  });

  it('asks for the page holding a permalinked post', async () => {
    const calls = renderAt('/forum/t/42/post/8');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/forum/t/42/psu-hiccups-at-start/post/8'),
    );
    expect(calls.some((url) => url.includes('/forum/threads/42/posts?post_id=8'))).toBe(true);
  });

  it('shows the title as text, the deleted placeholder and the locked notice', async () => {
    renderAt('/forum/t/42/psu-hiccups-at-start');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PSU hiccups <b>at</b> start' }),
    ).toBeTruthy();
    expect(await screen.findByText('Body of post 7')).toBeTruthy();
    expect(screen.getByText('This post was deleted.')).toBeTruthy();
    expect(screen.getByText('This thread is locked')).toBeTruthy();
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
  });

  it('says so when the id is not a thread id, without asking the server', async () => {
    const calls = renderAt('/forum/t/not-a-number');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thread not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
