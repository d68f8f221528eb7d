import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransistorXrefPage } from './transistor-xref-page';

function renderAt(query: string) {
  // No wait between the client's retries, so a network failure settles quickly.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/tools/transistor-xref${query}`]}>
        <TransistorXrefPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calledPaths = (fetcher: ReturnType<typeof vi.fn>) =>
  fetcher.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

afterEach(() => vi.unstubAllGlobals());

describe('transistor cross-reference page', () => {
  it('shows one alert when the suggestions and the chosen part both fail to load, and its retry asks again for both', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetcher);
    renderAt('?q=2N390&mpn=2N3904');

    await waitFor(() => expect(screen.getByText('No connection to the transistor database')).toBeTruthy());
    await waitFor(() => expect(calledPaths(fetcher).some((p) => p.includes('/lookup/'))).toBe(true));
    // Let the lookup's retries finish too; it must not add a second alert.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fetcher.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      const paths = calledPaths(fetcher);
      expect(paths.some((p) => p.includes('/lookup/2N390'))).toBe(true);
      expect(paths.some((p) => p.includes('/part/2N3904'))).toBe(true);
    });
    // Still offline: after the new tries the page again says so once.
    await waitFor(() => expect(screen.getByText('No connection to the transistor database')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('still shows the suggestions’ failure when no part is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt('?q=2N390');
    await waitFor(() => expect(screen.getByText('No connection to the transistor database')).toBeTruthy());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
