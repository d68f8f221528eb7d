import { numbered } from './question';

export const RECTIFIER_QUESTIONS = numbered('rectifiers', [
  {
    prompt: 'How many diodes does a single-phase full-wave bridge rectifier use?',
    choices: ['1', '2', '4', '6'],
    answer: 2,
    explanation:
      'Four diodes steer both half-cycles the same way through the load. Two diodes can also do full-wave, but only with a centre-tapped transformer.',
  },
  {
    prompt: 'A full-wave rectifier runs on 50 Hz mains. What is the ripple frequency?',
    choices: ['25 Hz', '50 Hz', '100 Hz', '150 Hz'],
    answer: 2,
    explanation:
      'Both half-cycles produce a pulse, so there are two peaks per mains cycle: 100 Hz (120 Hz on 60 Hz mains).',
  },
  {
    prompt: 'What is the ripple frequency of a half-wave rectifier on 50 Hz?',
    choices: ['25 Hz', '50 Hz', '100 Hz', '0 Hz'],
    answer: 1,
    explanation: 'Only one half-cycle per period passes, so the pulses come at the mains frequency.',
  },
  {
    prompt:
      'A 12 V RMS transformer feeds a silicon bridge and a large capacitor with no load. About what DC voltage do you measure?',
    choices: ['12 V', 'About 10.8 V', 'About 15.6 V', 'About 17 V'],
    answer: 2,
    explanation:
      'The capacitor charges to the peak minus two diode drops: 12 × 1.414 − 2 × 0.7 ≈ 15.6 V. Transformers also read high when unloaded, so 16–17 V is common in practice.',
  },
  {
    prompt:
      'A full-wave supply on 50 Hz delivers 1 A into a 4700 µF reservoir capacitor. Roughly how large is the ripple?',
    choices: ['About 0.2 V', 'About 2 V', 'About 10 V', 'About 21 V'],
    answer: 1,
    explanation: 'ΔV ≈ I / (f_ripple × C) = 1 / (100 × 0.0047) ≈ 2.1 V peak-to-peak.',
  },
  {
    prompt:
      'Why do diodes in a capacitor-input supply carry current pulses much larger than the DC load current?',
    choices: [
      'Because the transformer is too small',
      'They only conduct briefly near each peak to top up the capacitor',
      'Because of reverse recovery',
      'They do not; diode current equals the load current at every moment',
    ],
    answer: 1,
    explanation:
      'The capacitor supplies the load most of the time. All its charge must be replaced during a short conduction angle, so the peaks are several times the average – choose diodes for the surge and RMS current.',
  },
  {
    prompt: 'In a centre-tapped full-wave rectifier, each diode must block about…',
    choices: [
      'the peak voltage of one half-winding',
      'twice the peak voltage of one half-winding',
      'half the RMS voltage',
      'one diode drop',
    ],
    answer: 1,
    explanation:
      'When one diode conducts, the other sees its own half-winding reversed plus the capacitor voltage: about 2 × V_peak. In a bridge each diode sees about V_peak.',
  },
  {
    prompt: 'One diode in a bridge rectifier fails open. What do you see on the DC output?',
    choices: [
      'Nothing changes',
      'Zero volts',
      'It works as half-wave: ripple at 50 Hz and about twice as large',
      'The output doubles',
    ],
    answer: 2,
    explanation:
      'One half-cycle has lost its path, so the capacitor is charged once per cycle. Ripple frequency halves and its size roughly doubles for the same load.',
  },
  {
    prompt:
      'A drive on 400 V three-phase mains has a six-diode bridge and DC-link capacitors. What DC bus voltage is normal?',
    choices: ['About 230 V', 'About 400 V', 'About 540–565 V', 'About 800 V'],
    answer: 2,
    explanation:
      'A six-pulse bridge gives 1.35 × 400 ≈ 540 V on average; with capacitors at light load it rises towards the line peak √2 × 400 ≈ 566 V. Ripple is at 300 Hz on 50 Hz mains.',
  },
]);
