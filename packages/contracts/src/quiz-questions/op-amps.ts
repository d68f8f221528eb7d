import { numbered } from './question';

export const OP_AMP_QUESTIONS = numbered('op-amps', [
  {
    prompt: 'How much current flows into the inputs of an ideal op-amp?',
    choices: ['None', 'A few milliamps', 'Whatever the load draws', 'It depends on the gain'],
    answer: 0,
    explanation:
      'An ideal op-amp has infinite input impedance. Real ones take picoamps (CMOS, JFET) to tens of nanoamps (bipolar) – small enough to ignore in most designs.',
  },
  {
    prompt: 'A non-inverting amplifier has R_f = 9 kΩ and R_g = 1 kΩ. What is its gain?',
    choices: ['9', '10', '−9', '0.9'],
    answer: 1,
    explanation: 'G = 1 + R_f / R_g = 1 + 9k / 1k = 10.',
  },
  {
    prompt: 'An inverting amplifier has R_in = 10 kΩ and R_f = 100 kΩ. What is its gain?',
    choices: ['+10', '−10', '+11', '−0.1'],
    answer: 1,
    explanation: 'G = −R_f / R_in = −100k / 10k = −10: ten times larger and upside down.',
  },
  {
    prompt: 'What is a voltage follower used for?',
    choices: [
      'To double a voltage',
      'To buffer a signal: gain 1, high input impedance, low output impedance',
      'To invert a signal',
      'To compare two voltages',
    ],
    answer: 1,
    explanation:
      'Output tied to the inverting input gives gain 1. The source sees almost no load while the op-amp supplies the current to whatever follows.',
  },
  {
    prompt: 'With negative feedback and the output not saturated, an op-amp drives its output so that…',
    choices: [
      'the output equals the supply',
      'the two inputs are at (almost) the same voltage',
      'the inputs carry equal currents into the output',
      'the output is always zero',
    ],
    answer: 1,
    explanation:
      'The huge open-loop gain means any difference between the inputs is corrected by the output. Together with “no input current”, this rule solves most op-amp circuits.',
  },
  {
    prompt:
      'An op-amp with a gain-bandwidth product of 1 MHz is set for a gain of 100. About what bandwidth remains?',
    choices: ['1 MHz', '100 kHz', '10 kHz', '100 Hz'],
    answer: 2,
    explanation: 'For a single-pole op-amp, gain × bandwidth stays about constant: 1 MHz / 100 = 10 kHz.',
  },
  {
    prompt:
      'An op-amp has a slew rate of 0.5 V/µs. What is the highest frequency it can output as a clean 10 V peak sine?',
    choices: ['About 80 kHz', 'About 8 kHz', 'About 800 Hz', 'About 50 kHz'],
    answer: 1,
    explanation:
      'The steepest slope of a sine is 2π·f·V_peak. Setting that to 0.5 V/µs: f = 0.5 × 10⁶ / (2π × 10) ≈ 8 kHz. Above that the output turns triangular.',
  },
  {
    prompt: 'An LM358 runs from a single 5 V supply. Which statement is true?',
    choices: [
      'Its output swings fully from 0 V to 5 V',
      'Its output can get close to 0 V but tops out around 3.5 V',
      'It cannot work on a single supply',
      'Its inputs must stay above 2.5 V',
    ],
    answer: 1,
    explanation:
      'The LM358 was designed for single supplies: inputs and output work down to ground, but the output high level is about V_CC − 1.5 V. Pick a rail-to-rail part for full swing.',
  },
  {
    prompt: 'Used as a comparator without feedback, what does an op-amp output do?',
    choices: [
      'It amplifies the difference linearly',
      'It swings to one supply limit or the other depending on which input is higher',
      'It stays at half supply',
      'It oscillates at its bandwidth',
    ],
    answer: 1,
    explanation:
      'With open-loop gain of 100 000 or more, a millivolt difference saturates the output. Dedicated comparators do this faster and recover from saturation cleanly.',
  },
]);
