import { Notes } from './results';

/** Where the figures come from, and the limits of the 78xx trick. */
export function RegulatorNotes({ reg }: { reg: 'lm317' | '78xx' }) {
  return reg === 'lm317' ? (
    <Notes
      items={[
        'Figures from the TI and onsemi LM317 data sheets: reference 1.25 V between OUT and ADJ, adjust-pin current 50 µA typical (100 µA maximum).',
        'The regulator needs a minimum load (3.5 mA typical, up to 10 mA): 240 Ω passes 5.2 mA, 120 Ω passes 10.4 mA.',
        'Input at least about 3 V above the output.',
      ]}
    />
  ) : (
    <Notes
      items={[
        'R1 runs from OUT to the GND pin and R2 from the GND pin to ground, so the quiescent current also flows through R2.',
        'Makers’ sheets (onsemi MC7800, ST L7800) give a quiescent current of a few mA typical and 8 mA maximum, and it changes with input voltage, load and temperature; 5 mA is assumed unless you enter a measured value. Expect a less exact output than from an LM317.',
        'Input at least about 2 V above the new output.',
      ]}
    />
  );
}
