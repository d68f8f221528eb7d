import { numbered } from './question';

export const AC_DC_QUESTIONS = numbered('ac-dc-current', [
  {
    prompt: 'European mains is 230 V RMS. What is its peak voltage?',
    choices: ['230 V', 'About 325 V', 'About 460 V', 'About 163 V'],
    answer: 1,
    explanation: 'For a sine wave V_peak = V_rms × √2 = 230 × 1.414 ≈ 325 V.',
  },
  {
    prompt: 'What is the period of a 50 Hz waveform?',
    choices: ['50 ms', '5 ms', '20 ms', '2 ms'],
    answer: 2,
    explanation: 'T = 1 / f = 1 / 50 Hz = 0.02 s = 20 ms.',
  },
  {
    prompt: 'A sine wave has a peak of 10 V. What is its RMS value?',
    choices: ['10 V', '7.07 V', '6.37 V', '14.1 V'],
    answer: 1,
    explanation:
      'V_rms = V_peak / √2 = 10 / 1.414 ≈ 7.07 V. 6.37 V is the average of a rectified sine (2/π × peak).',
  },
  {
    prompt: 'Why are AC voltages normally given as RMS values?',
    choices: [
      'RMS is the highest value the wave reaches',
      'An RMS value heats a resistor just as much as the same DC voltage',
      'RMS is easier to see on an oscilloscope',
      'RMS is the value at the zero crossing',
    ],
    answer: 1,
    explanation:
      'Root-mean-square is defined so that P = V_rms² / R is the true average power. 230 V RMS heats a kettle element like 230 V DC would.',
  },
  {
    prompt: 'US mains is 120 V RMS. What is its peak-to-peak voltage?',
    choices: ['About 170 V', 'About 240 V', 'About 340 V', '120 V'],
    answer: 2,
    explanation: 'V_pp = 2 × √2 × V_rms = 2 × 1.414 × 120 ≈ 339 V.',
  },
  {
    prompt: 'What is the average value of a pure sine wave over one whole cycle?',
    choices: ['Zero', 'Its RMS value', '0.637 × peak', 'Its peak value'],
    answer: 0,
    explanation:
      'The positive and negative half-cycles are equal and cancel. 0.637 × peak is the average of one half-cycle only.',
  },
  {
    prompt: 'In a circuit with only resistance, how are AC voltage and current related in time?',
    choices: [
      'Current leads voltage by 90°',
      'Current lags voltage by 90°',
      'They are in phase',
      'They are 180° apart',
    ],
    answer: 2,
    explanation:
      'A resistor obeys I = V/R at every instant, so current peaks with voltage. Capacitors make current lead and inductors make it lag.',
  },
  {
    prompt:
      'An average-responding meter calibrated for sine waves measures a ±10 V square wave. What does it show, and what is the true RMS?',
    choices: [
      'It shows 10 V; true RMS is 7.07 V',
      'It shows about 11.1 V; true RMS is 10 V',
      'It shows 7.07 V; true RMS is 10 V',
      'Both are 10 V',
    ],
    answer: 1,
    explanation:
      'Such meters measure the rectified average (10 V for this square wave) and multiply by the sine form factor 1.11. The square wave’s true RMS is 10 V, so the meter reads about 11 % high. Use a true-RMS meter on non-sine signals.',
  },
  {
    prompt: 'Which of these is a DC source?',
    choices: [
      'A wall socket',
      'A car battery',
      'The secondary of a mains transformer',
      'A microphone signal',
    ],
    answer: 1,
    explanation:
      'A battery keeps one polarity. Mains and transformer secondaries reverse 50 or 60 times a second, and audio signals swing both ways.',
  },
]);
