import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSearchPalette } from '../lib/search-palette-events';
import { SearchPaletteLauncher } from './search-palette-launcher';

afterEach(() => vi.unstubAllGlobals());

function renderLauncher() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ query: 'x', groups: [] })))),
  );
  render(
    <MemoryRouter>
      <SearchPaletteLauncher />
    </MemoryRouter>,
  );
}

describe('SearchPaletteLauncher', () => {
  it('renders nothing until Ctrl+K, then opens the palette with focus in its box', async () => {
    renderLauncher();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    expect(document.activeElement).toBe(box);
    // Ctrl+K inside an open palette keeps what was typed.
    await userEvent.type(box, 'bc');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('bc');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with the text handed over by openSearchPalette (the home field)', async () => {
    renderLauncher();
    act(() => openSearchPalette('1AM'));
    expect(((await screen.findByRole('combobox')) as HTMLInputElement).value).toBe('1AM');
  });
});
