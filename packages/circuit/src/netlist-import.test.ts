import { describe, expect, it } from 'vitest';
import { findLibraryModel } from './models/model-library';
import { importNetlist } from './netlist-import';
import { writeNetlist } from './netlist-writer';
import { runWrittenNetlist } from './test-support/run-netlist';
import { validateCircuit } from './validate';

const AMPLIFIER = `Common-emitter stage with a follower
* supply and input
VCC vcc 0 DC 12
VIN in 0 DC 0 AC 1 SIN(0 10m 1k)
IBIAS 0 ref 1m
RREF ref 0 1k
C1 in b 10uF
R1 vcc b 47k ; upper bias
R2 b 0 10k
RC vcc c 4.7k
RE e 0 1k
CE e 0 100u
Q1 c b e QGEN
XU1 c fb vcc 0 out LM358
RF out fb 1meg
RG fb 0 1MEG
D1 out led LED_RED
RLED led 0 1k
M1 vcc out src src IRLX
RS src 0 100
.model QGEN NPN(IS=1e-14 BF=150 VAF=80)
.model IRLX NMOS(LEVEL=1 VTO=2 KP=0.5)
.option reltol=1e-4
.op
.end
`;

describe('importNetlist', () => {
  it('reads every element into a part, keeps the model cards and the analysis', () => {
    const { doc, notes } = importNetlist(AMPLIFIER);
    expect(doc.title).toBe('Common-emitter stage with a follower');
    const kinds = Object.fromEntries(
      doc.parts.filter((p) => !['label', 'ground'].includes(p.kind)).map((p) => [p.id, p.kind]),
    );
    expect(kinds).toEqual({
      VCC: 'dc-voltage',
      VIN: 'ac-voltage',
      IBIAS: 'dc-current',
      RREF: 'resistor',
      C1: 'capacitor',
      R1: 'resistor',
      R2: 'resistor',
      RC: 'resistor',
      RE: 'resistor',
      CE: 'capacitor',
      Q1: 'npn',
      U1: 'opamp',
      RF: 'resistor',
      RG: 'resistor',
      D1: 'led',
      RLED: 'resistor',
      M1: 'nmos',
      RS: 'resistor',
    });
    expect(doc.parts.find((p) => p.id === 'C1')?.value).toBe('10u');
    expect(doc.parts.find((p) => p.id === 'RF')?.value).toBe('1M');
    expect(doc.parts.find((p) => p.id === 'RG')?.value).toBe('1M');
    expect(doc.parts.find((p) => p.id === 'VIN')).toMatchObject({
      value: '10m',
      params: { offset: '0', frequency: '1k' },
    });
    expect(doc.models).toContain('.model QGEN NPN');
    expect(doc.analysis).toEqual({ type: 'op' });
    expect(notes).toEqual([{ line: 23, message: '.option is not read; the rest of the netlist is.' }]);
    expect(validateCircuit(doc).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('gives the same operating point as the original netlist when written back out', () => {
    const vectors = ['v(b)', 'v(c)', 'v(e)', 'v(out)', 'v(ref)', 'v(src)'];
    // The original names two library parts; ngspice needs their cards beside it.
    const library = ['LM358', 'LED_RED'].map((name) => findLibraryModel(name)?.cards ?? '').join('\n');
    const original = runWrittenNetlist(AMPLIFIER.replace('.op', `${library}\n.op`), [
      `print ${vectors.join(' ')}`,
    ]);
    const { doc } = importNetlist(AMPLIFIER);
    const written = writeNetlist(doc, { analysis: { type: 'op' }, withFaults: false });
    expect(written.problems).toEqual([]);
    const again = runWrittenNetlist(written.text, [`print ${vectors.join(' ')}`]);
    for (const vector of vectors) {
      expect(again.get(vector), vector).toBeCloseTo(original.get(vector) ?? Number.NaN, 6);
    }
    // 1 mA pushed into "ref" across 1 kΩ: the current source kept its direction.
    expect(again.get('v(ref)')).toBeCloseTo(1, 6);
  });

  it('reads pulse, PWL and subcircuits, and says what it leaves out', () => {
    const { doc, notes } = importNetlist(`pulses
V1 a 0 PULSE(0 3.3 1u 10n 10n 5u 10u)
V2 b 0 PWL(0 0 1m 5 2m 0)
X1 a b 0 FILTER
K1 L1 L2 0.99
B1 x 0 V=v(a)*2
.subckt FILTER in out gnd
R1 in out 1k
C1 out gnd 1n
.ends
.tran 10n 100u
`);
    expect(doc.parts.find((p) => p.id === 'V1')).toMatchObject({
      kind: 'pulse-voltage',
      value: '3.3',
      params: { low: '0', delay: '1u', rise: '10n', fall: '10n', width: '5u', period: '10u' },
    });
    expect(doc.parts.find((p) => p.id === 'V2')).toMatchObject({
      kind: 'pwl-voltage',
      value: '0 0 1m 5 2m 0',
    });
    expect(doc.parts.find((p) => p.id === 'X1')).toMatchObject({
      kind: 'subcircuit',
      value: 'FILTER',
      params: { pins: '3' },
    });
    expect(doc.analysis).toEqual({ type: 'tran', step: '10n', stop: '100u' });
    expect(notes.map((n) => n.message)).toEqual([
      'K1: coupled inductors are not read; use a transformer part.',
      'B1: element type B is not supported.',
    ]);
    const written = writeNetlist(doc, { analysis: { type: 'op' }, withFaults: false });
    expect(written.problems).toEqual([]);
    expect(written.text).toContain('.subckt FILTER in out gnd');
  });
});
