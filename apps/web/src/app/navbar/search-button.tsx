import { openSearchPalette, preloadSearchPalette } from '../../lib/search-palette-events';
import { Icon } from './icons';

/**
 * Opens the search palette: the way in on a phone, where there is no Ctrl+K. Pointing at it or
 * focusing it starts fetching the palette's code, so it usually opens without a wait.
 */
export function SearchButton() {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Search"
      aria-haspopup="dialog"
      data-nav-id="search"
      title="Search (Ctrl+K)"
      onPointerEnter={preloadSearchPalette}
      onFocus={preloadSearchPalette}
      onClick={() => openSearchPalette()}
    >
      <Icon name="search" />
    </button>
  );
}
