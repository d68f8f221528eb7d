import { numbered } from './question';

export const ZENER_QUESTIONS = numbered('zener-diodes', [
  {
    prompt: 'In which direction is a zener diode normally used as a regulator?',
    choices: [
      'Forward biased',
      'Reverse biased, in breakdown',
      'With no bias at all',
      'Alternately forward and reverse',
    ],
    answer: 1,
    explanation:
      'A zener is built to break down at a well-defined reverse voltage and survive it. Forward biased it is just an ordinary ~0.7 V diode.',
  },
  {
    prompt:
      'A 5.1 V zener regulator runs from 12 V. The resistor must pass 20 mA (load plus zener). Which E12 resistor is the usual choice?',
    choices: ['150 Ω', '330 Ω', '560 Ω', '1 kΩ'],
    answer: 1,
    explanation:
      'R = (12 − 5.1) / 0.02 = 345 Ω. Take the next lower standard value, 330 Ω, so the current is never short, and check the zener can take the extra.',
  },
  {
    prompt: 'A 5.1 V zener carries 40 mA. How much power does it dissipate?',
    choices: ['About 20 mW', 'About 204 mW', 'About 2 W', 'About 128 mW'],
    answer: 1,
    explanation:
      'P = V_Z × I_Z = 5.1 × 0.04 ≈ 0.2 W – too much for many 200 mW SOT-23 parts; use a 500 mW or larger type.',
  },
  {
    prompt: 'When does the zener in a simple shunt regulator dissipate the most power?',
    choices: [
      'At full load and lowest input voltage',
      'With the load disconnected and the input at its highest',
      'At the moment of switch-on only',
      'Never – the resistor takes all the heat',
    ],
    answer: 1,
    explanation:
      'The series resistor’s current is shared between load and zener. With no load, all of it – largest at high input – goes through the zener.',
  },
  {
    prompt:
      'The load of a zener regulator draws more current than the series resistor can supply. What happens?',
    choices: [
      'The zener supplies the extra current',
      'The zener stops conducting and the output falls below V_Z',
      'The output rises above V_Z',
      'Nothing; the output stays regulated',
    ],
    answer: 1,
    explanation:
      'A shunt regulator can only divert current, not add it. Once the zener current drops to zero, the output is just a resistor divider and sags.',
  },
  {
    prompt: 'Which zener voltage has a temperature coefficient close to zero?',
    choices: ['About 2.4 V', 'About 5.6 V', 'About 12 V', 'About 33 V'],
    answer: 1,
    explanation:
      'Below about 5 V the true zener effect dominates (negative tempco); above about 6 V avalanche dominates (positive). Around 5–6 V the two nearly cancel.',
  },
  {
    prompt: 'What is the minimum zener current (I_ZK, knee current) about?',
    choices: [
      'The current at which the zener is destroyed',
      'The current below which the zener voltage is no longer well regulated',
      'The leakage current in the forward direction',
      'The current drawn by the load',
    ],
    answer: 1,
    explanation:
      'Just past the knee the curve is soft and V_Z varies a lot with current. Design so the zener always carries more than the knee current, typically a few mA for small zeners.',
  },
  {
    prompt: 'A zener diode measured on a meter’s diode test range normally shows…',
    choices: [
      'its zener voltage in both directions',
      'about 0.7 V forward and OL in reverse (for zeners above the meter’s test voltage)',
      '0 V both ways',
      'OL both ways',
    ],
    answer: 1,
    explanation:
      'The meter applies only about 2–3 V, too little to reach breakdown of most zeners. To see V_Z, feed it from a higher supply through a resistor.',
  },
  {
    prompt: 'How does a TVS diode differ from a regulator zener?',
    choices: [
      'It has no breakdown voltage',
      'It is built to absorb short, very high surge pulses rather than regulate continuously',
      'It only works forward biased',
      'It is a type of LED',
    ],
    answer: 1,
    explanation:
      'Both use avalanche breakdown, but a TVS has a large junction rated for kilowatts for microseconds (e.g. 600 W for 10/1000 µs on SMBJ types) to clamp transients.',
  },
]);
