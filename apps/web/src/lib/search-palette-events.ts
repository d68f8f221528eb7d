/** The shell's palette listener opens the palette on this event; detail is the text to start with. */
export const OPEN_SEARCH_EVENT = 'electrobench:open-search';

/** Opens the command palette from anywhere (the home page's search field) without importing it. */
export function openSearchPalette(query = ''): void {
  window.dispatchEvent(new CustomEvent<string>(OPEN_SEARCH_EVENT, { detail: query }));
}

/** Starts fetching the palette's code early (focus on the home field) so it opens without a wait. */
export function preloadSearchPalette(): void {
  void import('../features/search/search-palette');
}
