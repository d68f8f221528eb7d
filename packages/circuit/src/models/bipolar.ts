import type { LibraryModel } from './library-model';

// Gummel-Poon cards: IS from VBE(on), BF/VAF/IKF/ISE from the hFE table across current, BR/RC
// from VCE(sat), CJE/CJC from the input and output capacitances, TF from the transition frequency.
export const BIPOLAR_MODELS: readonly LibraryModel[] = [
  {
    name: 'BC547B',
    kind: 'npn',
    description: 'General-purpose NPN, 45 V, 100 mA, hFE group B',
    source:
      'onsemi BC546–BC548 datasheet: hFE 200–450 and VBE 0.58–0.70 V at 2 mA, 5 V; VCE(sat) ≤ 0.25 V at 10 mA/0.5 mA',
    form: 'model',
    cards:
      '.model BC547B NPN(IS=1.6e-14 BF=290 NF=1 VAF=70 IKF=0.12 ISE=3e-15 NE=1.4 BR=8 NR=1 VAR=20 IKR=0.01 ' +
      'RB=20 RE=0.2 RC=1 CJE=11p VJE=0.65 MJE=0.33 CJC=4p VJC=0.6 MJC=0.33 TF=0.42n TR=60n XTB=1.5)',
  },
  {
    name: 'BC557B',
    kind: 'pnp',
    description: 'General-purpose PNP, 45 V, 100 mA, hFE group B',
    source:
      'onsemi (ex-Fairchild) BC556–BC560 datasheet: hFE group B 200–450 and VBE −0.60 to −0.75 V at −2 mA, −5 V',
    form: 'model',
    cards:
      '.model BC557B PNP(IS=2e-14 BF=300 NF=1 VAF=45 IKF=0.1 ISE=4e-15 NE=1.4 BR=6 NR=1 VAR=15 IKR=0.01 ' +
      'RB=25 RE=0.3 RC=1 CJE=12p VJE=0.65 MJE=0.33 CJC=6p VJC=0.6 MJC=0.33 TF=0.6n TR=60n XTB=1.5)',
  },
  {
    name: '2N3904',
    kind: 'npn',
    description: 'Switching NPN, 40 V, 200 mA',
    source:
      'onsemi 2N3904 datasheet: hFE 100–300 at 10 mA, 1 V; VCE(sat) ≤ 0.2 V and VBE(sat) 0.65–0.85 V at 10 mA/1 mA',
    form: 'model',
    cards:
      '.model 2N3904 NPN(IS=6.7e-15 BF=240 NF=1 VAF=90 IKF=0.07 ISE=6e-15 NE=1.5 BR=4 NR=1 VAR=20 IKR=0.02 ' +
      'RB=10 RE=0.2 RC=1 CJE=4.5p VJE=0.7 MJE=0.3 CJC=3.6p VJC=0.7 MJC=0.3 TF=0.35n TR=200n XTB=1.5)',
  },
  {
    name: '2N3906',
    kind: 'pnp',
    description: 'Switching PNP, 40 V, 200 mA',
    source: 'onsemi 2N3906 datasheet: hFE 100–300 at −10 mA, −1 V; VCE(sat) ≤ 0.25 V at −10 mA/−1 mA',
    form: 'model',
    cards:
      '.model 2N3906 PNP(IS=1.3e-14 BF=210 NF=1 VAF=40 IKF=0.08 ISE=8e-15 NE=1.5 BR=4 NR=1 VAR=20 IKR=0.02 ' +
      'RB=10 RE=0.3 RC=1.5 CJE=5.5p VJE=0.7 MJE=0.33 CJC=4.5p VJC=0.7 MJC=0.33 TF=0.5n TR=200n XTB=1.5)',
  },
  {
    name: '2N2222A',
    kind: 'npn',
    description: 'Medium-power switching NPN, 40 V, 600 mA',
    source:
      'onsemi P2N2222A datasheet: hFE 100–300 at 150 mA, 10 V; VCE(sat) ≤ 0.3 V and VBE(sat) 0.6–1.2 V at 150 mA/15 mA',
    form: 'model',
    cards:
      '.model 2N2222A NPN(IS=2e-14 BF=220 NF=1 VAF=100 IKF=0.4 ISE=2e-14 NE=1.5 BR=6 NR=1 VAR=20 IKR=0.1 ' +
      'RB=5 RE=0.1 RC=0.3 CJE=22p VJE=0.7 MJE=0.35 CJC=7p VJC=0.7 MJC=0.33 TF=0.4n TR=50n XTB=1.5)',
  },
];
