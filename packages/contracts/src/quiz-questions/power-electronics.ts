import { numbered } from './question';

export const POWER_ELECTRONICS_QUESTIONS = numbered('power-electronics', [
  {
    prompt: 'Why do power converters switch transistors fully on and off instead of running them linearly?',
    choices: [
      'Switching is quieter',
      'A switch that is fully on (low voltage) or fully off (no current) dissipates very little power',
      'Linear operation is not possible with MOSFETs',
      'Switching needs fewer parts in every case',
    ],
    answer: 1,
    explanation:
      'Loss is V × I in the device. In either state one of them is near zero; losses appear mainly during the brief transitions and as conduction loss.',
  },
  {
    prompt: 'An ideal buck converter has 24 V in and runs at 25 % duty cycle. What is the output voltage?',
    choices: ['6 V', '18 V', '32 V', '96 V'],
    answer: 0,
    explanation: 'In continuous conduction V_out = D × V_in = 0.25 × 24 = 6 V.',
  },
  {
    prompt: 'An ideal boost converter has 12 V in and 50 % duty cycle. What is the output voltage?',
    choices: ['6 V', '12 V', '18 V', '24 V'],
    answer: 3,
    explanation: 'V_out = V_in / (1 − D) = 12 / 0.5 = 24 V.',
  },
  {
    prompt: 'A linear regulator makes 5 V at 1 A from a 12 V input. How much heat does it produce?',
    choices: ['1 W', '5 W', '7 W', '12 W'],
    answer: 2,
    explanation:
      'The drop across the regulator times the current: (12 − 5) × 1 = 7 W, which needs a real heatsink.',
  },
  {
    prompt: 'What does an IGBT combine?',
    choices: [
      'Two diodes in series',
      'An insulated MOS gate with bipolar-type conduction for high voltage and current',
      'A thyristor and a capacitor',
      'A relay and a transistor',
    ],
    answer: 1,
    explanation:
      'The gate is driven like a MOSFET (voltage, almost no steady current) while the output conducts like a bipolar transistor with a fairly constant saturation voltage – well suited to 600–1700 V inverters.',
  },
  {
    prompt: 'What is the purpose of dead time in a half-bridge?',
    choices: [
      'To let the motor rest',
      'To stop both switches of one leg conducting at the same moment (shoot-through)',
      'To reduce the switching frequency',
      'To charge the DC-link capacitor',
    ],
    answer: 1,
    explanation:
      'Switches turn off more slowly than they turn on. A short gap (often 0.5–3 µs for IGBTs) makes sure one is off before the other turns on; otherwise the DC link is shorted.',
  },
  {
    prompt: 'A variable-frequency drive changes an induction motor’s speed by…',
    choices: [
      'changing the number of poles',
      'varying output frequency, with voltage raised roughly in proportion (V/f)',
      'reducing the current only',
      'switching the motor between star and delta',
    ],
    answer: 1,
    explanation:
      'Synchronous speed is 120 f / p. Keeping V/f near constant keeps the magnetic flux, and so the available torque, about the same across the speed range.',
  },
  {
    prompt: 'Once a thyristor (SCR) has been triggered, how does it turn off?',
    choices: [
      'When the gate signal is removed',
      'When its current falls below the holding current, e.g. at the AC zero crossing',
      'After a fixed time of 10 ms',
      'Only when its temperature rises',
    ],
    answer: 1,
    explanation:
      'The SCR latches on. In AC circuits the current passes through zero every half-cycle, which is why thyristors suit phase-angle control, soft starters and DC drives.',
  },
  {
    prompt: 'How does a bootstrap circuit power the high-side gate driver of a half-bridge?',
    choices: [
      'From a separate mains transformer',
      'From a capacitor charged through a diode while the low-side switch is on',
      'From the motor’s back-EMF',
      'It needs no supply because the gate draws no current',
    ],
    answer: 1,
    explanation:
      'The high-side driver floats on the switching node. Each time the low side conducts, the node is near 0 V and the bootstrap capacitor charges; it then powers the high-side gate. That is why 100 % duty cannot be held indefinitely.',
  },
]);
