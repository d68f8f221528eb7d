import type { CircuitPart } from '@electrobench/contracts/circuits';
import { pinsOf } from '@electrobench/circuit/part-catalogue';
import { GRID as G } from './sheet-geometry';

const line = (x1: number, y1: number, x2: number, y2: number) => (
  <line x1={x1 * G} y1={y1 * G} x2={x2 * G} y2={y2 * G} />
);
const path = (d: string) => <path d={d.replace(/-?\d+(\.\d+)?/g, (n) => String(Number(n) * G))} />;

/** A vertical coil of semicircular bumps at x from y0 to y1 (grid units), bulging to one side. */
function coil(x: number, y0: number, y1: number, bumps: number, side: 1 | -1) {
  const step = ((y1 - y0) / bumps) * G;
  let d = `M ${x * G} ${y0 * G}`;
  for (let k = 0; k < bumps; k++)
    d += ` A ${step / 2} ${step / 2} 0 0 ${side > 0 ? 1 : 0} ${x * G} ${y0 * G + step * (k + 1)}`;
  return <path d={d} />;
}

function diode(kind: 'diode' | 'zener' | 'led') {
  return (
    <>
      {line(-2, 0, -0.5, 0)}
      {line(0.5, 0, 2, 0)}
      <path
        className="sch-fill"
        d={`M ${-0.5 * G} ${-0.55 * G} L ${-0.5 * G} ${0.55 * G} L ${0.5 * G} 0 Z`}
      />
      {kind === 'zener' ? path('M 0.3 -0.75 L 0.5 -0.55 L 0.5 0.55 L 0.7 0.75') : line(0.5, -0.55, 0.5, 0.55)}
      {kind === 'led' ? (
        <>
          {path('M 0.1 -0.8 L 0.7 -1.4 M 0.45 -1.4 L 0.7 -1.4 L 0.7 -1.15')}
          {path('M 0.6 -0.6 L 1.2 -1.2 M 0.95 -1.2 L 1.2 -1.2 L 1.2 -0.95')}
        </>
      ) : null}
    </>
  );
}

function transistor(kind: 'npn' | 'pnp') {
  const arrow = kind === 'npn' ? 'M 0.6 0.75 L 1 1.2 L 0.45 1.1' : 'M -0.05 0.75 L -0.5 0.35 L 0.05 0.45';
  return (
    <>
      <circle cx={0.25 * G} cy={0} r={1.35 * G} className="sch-body" />
      {line(-2, 0, -0.5, 0)}
      {line(-0.5, -0.7, -0.5, 0.7)}
      {path('M -0.5 -0.35 L 1 -1.2 L 1 -2')}
      {path('M -0.5 0.35 L 1 1.2 L 1 2')}
      {path(arrow)}
    </>
  );
}

function mosfet(kind: 'nmos' | 'pmos') {
  const arrow = kind === 'nmos' ? 'M -0.1 -0.2 L -0.4 0 L -0.1 0.2' : 'M 0.6 -0.2 L 0.9 0 L 0.6 0.2';
  return (
    <>
      {line(-2, 0, -0.8, 0)}
      {line(-0.8, -0.8, -0.8, 0.8)}
      {line(-0.4, -1, -0.4, 1)}
      {path('M -0.4 -0.7 L 1 -0.7 L 1 -2')}
      {path('M -0.4 0.7 L 1 0.7 L 1 2')}
      {path('M -0.4 0 L 1 0 L 1 0.7')}
      {path(arrow)}
    </>
  );
}

function source(part: CircuitPart) {
  const inner: Record<string, string> = {
    'ac-voltage': 'M -0.5 0 C -0.3 -0.7 -0.1 -0.7 0 0 C 0.1 0.7 0.3 0.7 0.5 0',
    'pulse-voltage': 'M -0.55 0.3 L -0.25 0.3 L -0.25 -0.3 L 0.25 -0.3 L 0.25 0.3 L 0.55 0.3',
    'pwl-voltage': 'M -0.55 0.3 L -0.2 -0.35 L 0.15 -0.1 L 0.5 0.35',
    'dc-current': 'M 0 0.55 L 0 -0.55 M -0.25 -0.25 L 0 -0.55 L 0.25 -0.25',
  };
  return (
    <>
      {line(0, -2, 0, -0.9)}
      {line(0, 0.9, 0, 2)}
      <circle r={0.9 * G} className="sch-body" />
      {part.kind === 'dc-voltage' ? (
        <>
          {path('M -0.2 -0.45 L 0.2 -0.45 M 0 -0.65 L 0 -0.25')}
          {line(-0.2, 0.45, 0.2, 0.45)}
        </>
      ) : (
        path(inner[part.kind] ?? '')
      )}
    </>
  );
}

function box(part: CircuitPart, label: string) {
  const pins = pinsOf(part);
  const half = Math.max(2, ...pins.map((p) => Math.abs(p.y))) - 1;
  const width = part.kind === 'timer555' ? 3 : 2;
  return (
    <>
      {pins.map((pin) => {
        const horizontal = Math.abs(pin.x) > Math.abs(pin.y) || part.kind === 'subcircuit';
        return horizontal
          ? line(pin.x, pin.y, Math.sign(pin.x) * width, pin.y)
          : line(pin.x, pin.y, pin.x, Math.sign(pin.y) * (half + (part.kind === 'timer555' ? 0 : 1)));
      })}
      <rect
        x={-width * G}
        y={-(half + (part.kind === 'timer555' ? 0 : 1)) * G}
        width={2 * width * G}
        height={2 * (half + (part.kind === 'timer555' ? 0 : 1)) * G}
        className="sch-body"
      />
      <text className="sch-box-text" y={4}>
        {label}
      </text>
      {part.kind === 'timer555'
        ? pins.map((pin) => (
            <text
              key={pin.name}
              className="sch-pin-text"
              x={(Math.abs(pin.x) > 3 ? Math.sign(pin.x) * 2.9 : pin.x) * G}
              y={(Math.abs(pin.y) > 3 ? Math.sign(pin.y) * 2.5 : pin.y) * G + 3}
              textAnchor={pin.x > 3 ? 'end' : pin.x < -3 ? 'start' : 'middle'}
            >
              {pin.name}
            </text>
          ))
        : null}
    </>
  );
}

/** The schematic symbol of a part in its own coordinates (origin at the part, before rotation). */
export function PartSymbol({ part }: { part: CircuitPart }) {
  switch (part.kind) {
    case 'resistor':
      return (
        <>
          {line(-2, 0, -1.2, 0)}
          {line(1.2, 0, 2, 0)}
          <rect x={-1.2 * G} y={-0.4 * G} width={2.4 * G} height={0.8 * G} className="sch-body" />
        </>
      );
    case 'potentiometer':
      return (
        <>
          {line(-2, 0, -1.2, 0)}
          {line(1.2, 0, 2, 0)}
          <rect x={-1.2 * G} y={-0.4 * G} width={2.4 * G} height={0.8 * G} className="sch-body" />
          {path('M 0 -2 L 0 -0.45 M -0.25 -0.8 L 0 -0.45 L 0.25 -0.8')}
        </>
      );
    case 'capacitor':
      return (
        <>
          {line(-2, 0, -0.25, 0)}
          {line(0.25, 0, 2, 0)}
          {line(-0.25, -0.8, -0.25, 0.8)}
          {line(0.25, -0.8, 0.25, 0.8)}
        </>
      );
    case 'inductor':
      return (
        <>
          {line(-2, 0, -1.2, 0)}
          {line(1.2, 0, 2, 0)}
          <g transform="rotate(-90)">{coil(0, -1.2, 1.2, 4, 1)}</g>
        </>
      );
    case 'switch': {
      const closed = part.value.trim().toLowerCase() !== 'open';
      return (
        <>
          {line(-2, 0, -0.8, 0)}
          {line(0.8, 0, 2, 0)}
          <circle cx={-0.8 * G} r={2.5} className="sch-fill" />
          <circle cx={0.8 * G} r={2.5} className="sch-fill" />
          {closed ? line(-0.8, 0, 0.8, -0.1) : line(-0.8, 0, 0.6, -0.8)}
        </>
      );
    }
    case 'dc-voltage':
    case 'ac-voltage':
    case 'pulse-voltage':
    case 'pwl-voltage':
    case 'dc-current':
      return source(part);
    case 'ground':
      return (
        <>
          {line(0, 0, 0, 0.6)}
          {line(-0.8, 0.6, 0.8, 0.6)}
          {line(-0.5, 0.9, 0.5, 0.9)}
          {line(-0.2, 1.2, 0.2, 1.2)}
        </>
      );
    case 'label':
      return path('M 0 0 L 0.5 -0.6 L 2.4 -0.6 L 2.4 0.6 L 0.5 0.6 Z');
    case 'diode':
    case 'zener':
    case 'led':
      return diode(part.kind);
    case 'npn':
    case 'pnp':
      return transistor(part.kind);
    case 'nmos':
    case 'pmos':
      return mosfet(part.kind);
    case 'opamp':
      return (
        <>
          <path d={`M ${-2 * G} ${-2.2 * G} L ${-2 * G} ${2.2 * G} L ${2.4 * G} 0 Z`} className="sch-body" />
          {line(-3, 1, -2, 1)}
          {line(-3, -1, -2, -1)}
          {line(2.4, 0, 3, 0)}
          {line(0, -2, 0, -1.2)}
          {line(0, 2, 0, 1.2)}
          {path('M -1.7 1 L -1.2 1 M -1.45 0.75 L -1.45 1.25 M -1.7 -1 L -1.2 -1')}
        </>
      );
    case 'transformer':
      return (
        <>
          {path('M -2 -2 L -1 -2 M -2 2 L -1 2 M 2 -2 L 1 -2 M 2 2 L 1 2')}
          {coil(-1, -2, 2, 4, 1)}
          {coil(1, -2, 2, 4, -1)}
          {line(-0.25, -2, -0.25, 2)}
          {line(0.25, -2, 0.25, 2)}
        </>
      );
    case 'timer555':
      return box(part, '555');
    case 'subcircuit':
      return box(part, part.value);
  }
}
