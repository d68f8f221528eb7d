import type { LibraryModel } from './library-model';

// Junction diodes: IS and N set the forward curve through two datasheet points, RS the high-current
// end, BV/IBV the reverse rating, CJO and TT the capacitance and recovery time.
export const DIODE_MODELS: readonly LibraryModel[] = [
  {
    name: '1N4148',
    kind: 'diode',
    description: 'Small-signal switching diode, 100 V, 4 ns',
    source: 'Vishay 1N4148 datasheet: VF ≤ 1 V at 10 mA, IR ≤ 25 nA at 20 V, CD ≤ 4 pF, trr ≤ 4 ns',
    form: 'model',
    cards: '.model 1N4148 D(IS=4n N=1.9 RS=0.5 BV=100 IBV=100u CJO=2.5p VJ=0.6 M=0.33 TT=4n)',
  },
  {
    name: '1N4007',
    kind: 'diode',
    description: 'General-purpose rectifier, 1000 V, 1 A',
    source: 'onsemi 1N4001–1N4007 datasheet: VF ≤ 1.1 V at 1 A, IR ≤ 5 µA at rated VR, VRRM 1000 V',
    form: 'model',
    cards: '.model 1N4007 D(IS=3n N=1.75 RS=0.04 BV=1200 IBV=5u CJO=30p VJ=0.5 M=0.333 TT=2.9u)',
  },
  {
    name: '1N5819',
    kind: 'diode',
    description: 'Schottky rectifier, 40 V, 1 A',
    source: 'Vishay 1N5817–1N5819 datasheet: VF ≤ 0.6 V at 1 A, ≤ 0.9 V at 3 A, IR ≤ 1 mA at 40 V',
    form: 'model',
    cards: '.model 1N5819 D(IS=3u N=1.1 RS=0.1 BV=48 IBV=1m CJO=280p VJ=0.4 M=0.4 EG=0.69 XTI=2)',
  },
  {
    name: 'BZX55C5V1',
    kind: 'zener',
    description: 'Zener diode, 5.1 V ±5 %, 500 mW',
    source: 'Vishay BZX55 series datasheet: VZ 4.8–5.4 V at IZT = 5 mA',
    form: 'model',
    cards: '.model BZX55C5V1 D(IS=1n N=1.5 RS=1 BV=5.1 IBV=5m NBV=5.8 CJO=150p VJ=0.75 M=0.33)',
  },
  {
    name: 'LED_RED',
    kind: 'led',
    description: 'Red indicator LED, 5 mm, 20 mA',
    source: 'Kingbright L-7113ID datasheet: VF 2.0 V typical, 2.5 V max at 20 mA; VR 5 V',
    form: 'model',
    cards: '.model LED_RED D(IS=2.2e-18 N=2 RS=5 BV=10 IBV=10u CJO=40p)',
  },
];
