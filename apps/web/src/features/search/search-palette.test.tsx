import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@electrobench/contracts/search';
import { SearchPalette } from './search-palette';

const RESULT: SearchResult = {
  query: 'bc',
  groups: [
    {
      kind: 'transistor',
      label: 'Transistors',
      items: [
        {
          kind: 'transistor',
          title: 'BC547',
          subtitle: 'npn bjt',
          path: '/tools/transistor-xref?mpn=BC547&q=BC547',
          match: 0,
        },
        {
          kind: 'transistor',
          title: 'BC547B',
          subtitle: 'npn bjt',
          path: '/tools/transistor-xref?mpn=BC547B&q=BC547B',
          match: 1,
        },
      ],
    },
    {
      kind: 'smd',
      label: 'SMD codes',
      items: [
        { kind: 'smd', title: '1F → BC847', subtitle: 'SOT-23', path: '/tools/smd-search?q=1F', match: 1 },
      ],
    },
  ],
};

function respond(body: unknown, status = 200) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPalette(onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <SearchPalette open initialQuery="" onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchPalette', () => {
  it('shows the hits under their group headings', async () => {
    vi.stubGlobal('fetch', respond(RESULT));
    renderPalette();
    await userEvent.type(screen.getByRole('combobox'), 'bc');
    const list = await screen.findByRole('listbox');
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'search-group-transistor',
      'search-group-smd',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BC547npn bjt', 'BC547Bnpn bjt']);
    expect(within(groups[1]!).getByRole('option').textContent).toContain('1F → BC847');
  });

  it('moves the highlight with the arrow keys across groups and opens it with Enter', async () => {
    vi.stubGlobal('fetch', respond(RESULT));
    const onClose = renderPalette();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'bc');
    await screen.findByRole('listbox');
    const selected = () =>
      screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe(2);
    expect(input.getAttribute('aria-activedescendant')).toBe('search-hit-2');
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toBe(0);
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toBe(2);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/tools/smd-search?q=1F');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the first hit when Enter is pressed before the answer arrives', async () => {
    vi.stubGlobal('fetch', respond(RESULT));
    renderPalette();
    await userEvent.type(screen.getByRole('combobox'), 'bc{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/tools/transistor-xref?mpn=BC547&q=BC547'),
    );
  });

  it('opens a hit with the mouse', async () => {
    vi.stubGlobal('fetch', respond(RESULT));
    renderPalette();
    await userEvent.type(screen.getByRole('combobox'), 'bc');
    await userEvent.click(await screen.findByRole('option', { name: /BC547B/ }));
    expect(screen.getByTestId('where').textContent).toBe('/tools/transistor-xref?mpn=BC547B&q=BC547B');
  });

  it('says when nothing was found, and shows a failed search with a way to retry', async () => {
    vi.stubGlobal('fetch', respond({ query: 'zzz', groups: [] }));
    renderPalette();
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(/Nothing found for “zzz”/)).toBeTruthy();

    vi.stubGlobal('fetch', respond({ detail: 'Database unavailable' }, 503));
    await userEvent.type(screen.getByRole('combobox'), 'q');
    expect(await screen.findByRole('alert')).toBeTruthy();
    vi.stubGlobal('fetch', respond(RESULT));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
