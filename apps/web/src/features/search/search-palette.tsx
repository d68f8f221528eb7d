import { SEARCH_QUERY_MAX, type SearchHit } from '@electrobench/contracts/search';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { readableError } from '../../lib/forms';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { flattenGroups, moveActive, optionId } from './palette-nav';
import { PALETTE_LIST_ID, PaletteResults } from './palette-results';
import { useSearchResults } from './use-search-results';
import './search-palette.css';

// Shorter than the search pages' wait: the palette is for jumping, and each request is cheap.
const PALETTE_DEBOUNCE_MS = 120;

interface SearchPaletteProps {
  open: boolean;
  initialQuery: string;
  onClose: () => void;
}

/** One box for parts, codes, fault codes, tools, articles and threads (GET /search). */
export function SearchPalette({ open, initialQuery, onClose }: SearchPaletteProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [attempt, setAttempt] = useState(0);
  const [cursor, setCursor] = useState({ key: '', index: 0 });
  // Enter pressed before the answer for the typed text arrived: open its first hit when it does.
  const [enterPending, setEnterPending] = useState(false);
  const settled = useDebouncedValue(text, PALETTE_DEBOUNCE_MS);
  const state = useSearchResults(settled, attempt);

  const groups =
    state.status === 'done'
      ? state.result.groups
      : state.status === 'loading'
        ? (state.previous?.groups ?? [])
        : [];
  const hits = flattenGroups(groups);
  const resultKey = state.status === 'done' ? `${state.query}#${attempt}` : '';
  const current = state.status === 'done' && state.query === text.trim();
  const active = hits.length === 0 ? -1 : cursor.key === resultKey ? cursor.index : 0;

  const pick = (hit: SearchHit) => {
    onClose();
    void navigate(hit.path);
  };
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  useEffect(() => {
    if (!enterPending || !current) return;
    const first = state.status === 'done' ? flattenGroups(state.result.groups)[0] : undefined;
    if (first) pickRef.current(first);
  }, [enterPending, current, state]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (current && hit) pick(hit);
      else if (text.trim() !== '') setEnterPending(true);
      return;
    }
    if (
      !['ArrowDown', 'ArrowUp'].includes(event.key) &&
      !(event.key === 'Home' && event.ctrlKey) &&
      !(event.key === 'End' && event.ctrlKey)
    )
      return;
    event.preventDefault();
    setCursor({ key: resultKey, index: moveActive(active, hits.length, event.key) });
  };

  const shown = text.trim();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title="Search ElectroBench">
      <div className="palette">
        <input
          className="input palette-input"
          type="search"
          role="combobox"
          aria-label="Search parts, codes, tools and topics"
          aria-expanded={hits.length > 0}
          aria-controls={PALETTE_LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Part, SMD code, fault code, tool or topic"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="palette-body">
          {state.status === 'idle' ? (
            <p className="muted palette-note">Try BC547, 1AM, F0004, 555 or zener.</p>
          ) : null}
          {state.status === 'loading' && hits.length === 0 ? <Spinner label="Searching…" /> : null}
          {state.status === 'error' ? (
            <Alert variant="danger" title="The search did not answer.">
              <p>{readableError(state.error)}</p>
              <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
            </Alert>
          ) : null}
          {state.status === 'done' && hits.length === 0 ? (
            <p className="muted palette-note" role="status">
              Nothing found for “{shown}”. Check the characters, or type fewer of them.
            </p>
          ) : null}
          {hits.length > 0 ? (
            <PaletteResults
              groups={groups}
              active={active}
              stale={state.status !== 'done'}
              onHover={(index) => setCursor({ key: resultKey, index })}
              onPick={pick}
            />
          ) : null}
        </div>
        <p className="palette-keys muted" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> move · <kbd>Enter</kbd> open · <kbd>Esc</kbd> close
        </p>
      </div>
    </Modal>
  );
}
