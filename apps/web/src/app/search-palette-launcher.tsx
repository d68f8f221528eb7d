import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_SEARCH_EVENT } from '../lib/search-palette-events';

// The palette is its own chunk, fetched on first use: the initial JavaScript of every page only
// carries this listener.
const SearchPalette = lazy(() =>
  import('../features/search/search-palette').then((m) => ({ default: m.SearchPalette })),
);

type PaletteState = { open: boolean; query: string; opened: number };

/** Ctrl+K / Cmd+K on any page, or openSearchPalette(), opens the search palette. */
export function SearchPaletteLauncher() {
  const [state, setState] = useState<PaletteState | null>(null);

  useEffect(() => {
    // An open palette keeps what is typed in it; Ctrl+K there does not start over.
    const open = (query: string) =>
      setState((s) => (s?.open ? s : { open: true, query, opened: (s?.opened ?? 0) + 1 }));
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      open('');
    };
    const onOpen = (event: Event) => open((event as CustomEvent<string>).detail ?? '');
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, []);

  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette
        key={state.opened}
        open={state.open}
        initialQuery={state.query}
        onClose={() => setState((s) => s && { ...s, open: false })}
      />
    </Suspense>
  );
}
