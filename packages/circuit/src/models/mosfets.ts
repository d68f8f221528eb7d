import type { LibraryModel } from './library-model';

// Power MOSFETs as subcircuits (drain, gate, source): a level-1 channel whose VTO sits on the
// datasheet threshold and whose KP with RD/RS gives RDS(on); fixed capacitances from Ciss/Coss/Crss
// (CGD = Crss, CGS = Ciss - Crss, CDS = Coss - Crss) and the body diode from VSD.
export const MOSFET_MODELS: readonly LibraryModel[] = [
  {
    name: 'IRFZ44N',
    kind: 'nmos',
    description: 'N-channel power MOSFET, 55 V, 49 A',
    source:
      'Infineon (IR) IRFZ44N datasheet: VGS(th) 2–4 V at 250 µA, RDS(on) ≤ 17.5 mΩ at 10 V/25 A, gfs ≥ 19 S, VSD ≤ 1.3 V at 25 A',
    form: 'subckt',
    cards: [
      '.subckt IRFZ44N d g s',
      'M1 d1 g s1 s IRFZ44N_CH',
      'RD d d1 4m',
      'RS s1 s 4m',
      'CGS g s 1380p',
      'CGD g d 88p',
      'CDS d s 272p',
      'DB s d IRFZ44N_BODY',
      '.model IRFZ44N_CH NMOS(LEVEL=1 VTO=3.0 KP=25 LAMBDA=0.005)',
      '.model IRFZ44N_BODY D(IS=5e-10 N=1.2 RS=8m BV=60 IBV=250u TT=50n)',
      '.ends IRFZ44N',
    ].join('\n'),
  },
  {
    name: 'IRF9540N',
    kind: 'pmos',
    description: 'P-channel power MOSFET, −100 V, −23 A',
    source:
      'Infineon (IR) IRF9540N datasheet: VGS(th) −2 to −4 V at −250 µA, RDS(on) ≤ 0.117 Ω at −10 V/−11 A, gfs ≥ 5.3 S, VSD ≤ 1.6 V at 11 A',
    form: 'subckt',
    cards: [
      '.subckt IRF9540N d g s',
      'M1 d1 g s1 s IRF9540N_CH',
      'RD d d1 10m',
      'RS s1 s 10m',
      'CGS g s 1060p',
      'CGD g d 240p',
      'CDS d s 160p',
      'DB d s IRF9540N_BODY',
      '.model IRF9540N_CH PMOS(LEVEL=1 VTO=-3.0 KP=2.4 LAMBDA=0.005)',
      '.model IRF9540N_BODY D(IS=1e-9 N=1.3 RS=20m BV=110 IBV=250u TT=100n)',
      '.ends IRF9540N',
    ].join('\n'),
  },
];
