import { Bjt } from '../mna/bjt';
import type { CircuitBuilder } from '../mna/circuit';
import { DiodeJunction, type DiodeParams } from '../mna/diode';
import { Capacitor, Inductor, Resistor } from '../mna/linear-elements';
import { SHORT_OHMS, type BjtTerminals, type DeviceSpec } from './device-spec';

/** Adds the elements of `spec` between nodes a and b. */
export function addDevice(builder: CircuitBuilder, spec: DeviceSpec, a: number, b: number): void {
  switch (spec.kind) {
    case 'open':
      return;
    case 'short':
      builder.add(new Resistor(a, b, SHORT_OHMS));
      return;
    case 'resistor':
      builder.add(new Resistor(a, b, spec.ohms));
      return;
    case 'capacitor':
      builder.add(new Capacitor(a, b, spec.farads));
      return;
    case 'inductor':
      builder.add(new Inductor(a, b, spec.henries));
      return;
    case 'diode':
      addDiode(builder, spec.params, a, b);
      return;
    case 'bjt':
      addBjt(builder, spec, a, b);
      return;
    case 'ic-pin': {
      const rail = builder.unknown();
      addDiode(builder, spec.esd, a, rail);
      addDiode(builder, spec.esd, b, a);
      builder.add(new Capacitor(rail, b, spec.railFarads));
      builder.add(new Resistor(rail, b, spec.railOhms));
      return;
    }
    case 'series': {
      let from = a;
      spec.parts.forEach((part, index) => {
        const to = index === spec.parts.length - 1 ? b : builder.unknown();
        addDevice(builder, part, from, to);
        from = to;
      });
      return;
    }
    case 'parallel':
      for (const part of spec.parts) addDevice(builder, part, a, b);
      return;
    case 'reversed':
      addDevice(builder, spec.part, b, a);
      return;
  }
}

function addDiode(builder: CircuitBuilder, params: DiodeParams, anode: number, cathode: number): void {
  if (!params.rs) {
    builder.add(new DiodeJunction(anode, cathode, params));
    return;
  }
  const inner = builder.unknown();
  builder.add(new Resistor(anode, inner, params.rs));
  builder.add(new DiodeJunction(inner, cathode, params));
}

function addBjt(
  builder: CircuitBuilder,
  spec: Extract<DeviceSpec, { kind: 'bjt' }>,
  a: number,
  b: number,
): void {
  const floating = builder.unknown();
  const pins: Record<BjtTerminals, [c: number, base: number, e: number]> = {
    be: [floating, a, b],
    eb: [floating, b, a],
    bc: [b, a, floating],
    cb: [a, b, floating],
    ce: [a, floating, b],
    ec: [b, floating, a],
  };
  const [c, base, e] = pins[spec.terminals];
  builder.add(new Bjt(c, base, e, spec.params));
  const bv = spec.params.bvEbo;
  if (bv !== undefined) {
    // A junction too small to matter forward, placed so that its breakdown is the emitter–base one.
    const [anode, cathode] = spec.params.polarity === 'npn' ? [base, e] : [e, base];
    builder.add(new DiodeJunction(anode, cathode, { ...AVALANCHE_ONLY, bv }));
  }
}

/** Saturation current negligible next to the transistor's own; 10 µA is where VEBO is specified. */
const AVALANCHE_ONLY: DiodeParams = { is: 1e-30, n: 1, ibv: 10e-6 };
