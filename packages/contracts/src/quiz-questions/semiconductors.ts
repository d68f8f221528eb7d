import { numbered } from './question';

export const SEMICONDUCTOR_QUESTIONS = numbered('semiconductors', [
  {
    prompt: 'How many valence electrons does a silicon atom have?',
    choices: ['1', '3', '4', '5'],
    answer: 2,
    explanation:
      'Silicon is in group 14. Each atom shares its four outer electrons with four neighbours in the crystal.',
  },
  {
    prompt: 'Adding a little phosphorus to silicon makes…',
    choices: ['p-type silicon', 'n-type silicon', 'an insulator', 'a metal'],
    answer: 1,
    explanation:
      'Phosphorus has five valence electrons; four bond and the fifth is nearly free. Extra electrons (negative carriers) make n-type material.',
  },
  {
    prompt: 'In p-type silicon (doped with boron), the majority carriers are…',
    choices: ['free electrons', 'holes', 'protons', 'ions moving through the crystal'],
    answer: 1,
    explanation:
      'Boron has three valence electrons, leaving one bond short. That gap – a hole – moves as neighbouring electrons fill it, acting as a positive carrier.',
  },
  {
    prompt: 'What is the band gap of silicon at room temperature?',
    choices: ['About 0.67 eV', 'About 1.12 eV', 'About 3.4 eV', 'About 5.5 eV'],
    answer: 1,
    explanation:
      'Silicon ≈ 1.12 eV. Germanium is about 0.67 eV, gallium nitride about 3.4 eV and diamond about 5.5 eV.',
  },
  {
    prompt: 'What happens to the conductivity of pure silicon as it gets hotter?',
    choices: ['It falls, like a metal', 'It rises', 'It stays the same', 'It drops to zero'],
    answer: 1,
    explanation:
      'Heat lifts more electrons across the band gap, creating electron–hole pairs. Metals go the other way because their carriers scatter more.',
  },
  {
    prompt: 'What is the depletion region of a PN junction?',
    choices: [
      'A zone next to the junction with almost no free carriers',
      'The metal contact of the chip',
      'The part of the chip that wears out first',
      'A zone with twice the normal doping',
    ],
    answer: 0,
    explanation:
      'Electrons and holes near the junction recombine, leaving fixed charged dopant ions. That carrier-free zone and its built-in field are what let a diode block.',
  },
  {
    prompt:
      'A bipolar transistor has h_FE = 100 and a base current of 50 µA. What collector current flows (not saturated)?',
    choices: ['50 µA', '500 µA', '5 mA', '50 mA'],
    answer: 2,
    explanation:
      'I_C = h_FE × I_B = 100 × 50 µA = 5 mA, as long as the circuit lets it flow (active region).',
  },
  {
    prompt: 'What controls the drain current of a MOSFET?',
    choices: [
      'The gate current',
      'The gate-to-source voltage',
      'The drain resistance only',
      'The temperature of the source',
    ],
    answer: 1,
    explanation:
      'The gate is insulated: it draws no steady current. Its voltage relative to the source creates the conducting channel. Current only flows briefly to charge the gate capacitance.',
  },
  {
    prompt: 'A MOSFET datasheet gives V_GS(th) = 2 to 4 V. What does that tell you?',
    choices: [
      'The MOSFET is fully on at 2 V',
      'At that gate voltage only a tiny drain current (e.g. 250 µA) starts to flow',
      'The gate is destroyed above 4 V',
      'The drain must be between 2 and 4 V',
    ],
    answer: 1,
    explanation:
      'Threshold is where conduction begins. R_DS(on) is guaranteed only at the gate voltages listed beside it (often 10 V, or 4.5 V for logic-level parts).',
  },
]);
