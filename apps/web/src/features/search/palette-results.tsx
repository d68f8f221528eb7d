import type { SearchGroup, SearchHit } from '@electrobench/contracts/search';
import { Link } from 'react-router';
import { optionId } from './palette-nav';

interface PaletteResultsProps {
  groups: readonly SearchGroup[];
  active: number;
  stale: boolean;
  onHover: (index: number) => void;
  onPick: (hit: SearchHit) => void;
}

export const PALETTE_LIST_ID = 'search-palette-list';

/** Results under their group headings; every row is a real link, so a middle click works too. */
export function PaletteResults({ groups, active, stale, onHover, onPick }: PaletteResultsProps) {
  // Where each group's rows start in the flat order the arrow keys walk.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, x) => n + x.items.length, 0));
  return (
    <div
      id={PALETTE_LIST_ID}
      role="listbox"
      aria-label="Search results"
      className="palette-list"
      data-stale={stale}
    >
      {groups.map((group, g) => (
        <div
          key={group.kind}
          role="group"
          aria-labelledby={`search-group-${group.kind}`}
          className="palette-group"
        >
          <div id={`search-group-${group.kind}`} className="palette-group-label" role="presentation">
            {group.label}
          </div>
          {group.items.map((hit, i) => {
            const own = (starts[g] ?? 0) + i;
            return (
              <Link
                key={`${own}-${hit.path}`}
                id={optionId(own)}
                to={hit.path}
                role="option"
                tabIndex={-1}
                aria-selected={own === active}
                className="palette-hit"
                onMouseMove={() => onHover(own)}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onPick(hit);
                }}
              >
                <span className="palette-hit-title">{hit.title}</span>
                <span className="palette-hit-subtitle">{hit.subtitle}</span>
              </Link>
            );
          })}
        </div>
      ))}
    </div>
  );
}
