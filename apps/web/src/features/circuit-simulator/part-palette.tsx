import type { PartKind } from '@electrobench/contracts/circuits';
import { KIND_SPECS } from '@electrobench/circuit/part-catalogue';
import { useId, useState } from 'react';
import { PartSymbol } from './part-symbol';
import { GRID } from './sheet-geometry';
import type { Tool } from './tools';

const GROUPS: readonly { title: string; kinds: readonly PartKind[] }[] = [
  {
    title: 'Passive',
    kinds: ['resistor', 'capacitor', 'inductor', 'potentiometer', 'switch', 'transformer'],
  },
  {
    title: 'Sources',
    kinds: ['dc-voltage', 'ac-voltage', 'pulse-voltage', 'pwl-voltage', 'dc-current', 'ground', 'label'],
  },
  { title: 'Semiconductors', kinds: ['diode', 'zener', 'led', 'npn', 'pnp', 'nmos', 'pmos'] },
  { title: 'ICs', kinds: ['opamp', 'timer555'] },
];

function Icon({ kind }: { kind: PartKind }) {
  const big = kind === 'timer555';
  const size = (big ? 10 : 7) * GRID;
  return (
    <svg className="cs-palette-icon" viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`} aria-hidden="true">
      <PartSymbol
        part={{ id: 'icon', kind, value: KIND_SPECS[kind].defaultValue, x: 0, y: 0, rotation: 0 }}
      />
    </svg>
  );
}

/** Phones: the palette starts folded and folds again once a part is picked, to show the sheet. */
const NARROW = '(max-width: 599.98px)';
const narrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** Parts to place: pick one, then click the sheet where it goes. Folds away behind its button. */
export function PartPalette({ tool, setTool }: { tool: Tool; setTool: (tool: Tool) => void }) {
  const [open, setOpen] = useState(() => !narrow());
  const id = useId();
  const placing = tool.mode === 'place' ? KIND_SPECS[tool.kind].label : null;
  return (
    <div className="cs-palette-wrap">
      <button
        type="button"
        className="btn btn-small btn-secondary cs-palette-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> Parts
        {placing ? <span className="cs-palette-placing"> · placing {placing}</span> : null}
      </button>
      <nav id={id} className="cs-palette" aria-label="Parts" hidden={!open}>
        {GROUPS.map((group) => (
          <div key={group.title} className="cs-palette-group" role="group" aria-label={group.title}>
            <span className="cs-palette-title">{group.title}</span>
            {group.kinds.map((kind) => {
              const active = tool.mode === 'place' && tool.kind === kind;
              return (
                <button
                  key={kind}
                  type="button"
                  className="cs-palette-button"
                  aria-pressed={active}
                  title={KIND_SPECS[kind].label}
                  onClick={() => {
                    setTool(active ? { mode: 'select' } : { mode: 'place', kind });
                    if (!active && narrow()) setOpen(false);
                  }}
                >
                  <Icon kind={kind} />
                  <span className="visually-hidden">{KIND_SPECS[kind].label}</span>
                </button>
              );
            })}
          </div>
        ))}
      </nav>
    </div>
  );
}
