import { numbered } from './question';

export const DIODE_QUESTIONS = numbered('diodes', [
  {
    prompt: 'What is the typical forward voltage of a silicon PN diode at moderate current?',
    choices: ['About 0.2 V', 'About 0.6–0.7 V', 'About 1.8 V', 'About 5 V'],
    answer: 1,
    explanation:
      'Silicon junctions start conducting well around 0.6–0.7 V. Schottky diodes drop roughly 0.2–0.45 V; red LEDs about 1.8–2 V.',
  },
  {
    prompt: 'The ring painted on a diode body marks…',
    choices: ['the anode', 'the cathode', 'the positive supply', 'the voltage rating'],
    answer: 1,
    explanation:
      'The band is the cathode, matching the bar in the schematic symbol. Conventional current flows from anode to cathode when forward biased.',
  },
  {
    prompt: 'What is the main advantage of a Schottky diode over a silicon PN diode?',
    choices: [
      'Higher reverse voltage',
      'Lower forward voltage and very fast switching',
      'Lower leakage current when hot',
      'It emits light',
    ],
    answer: 1,
    explanation:
      'A metal–semiconductor junction drops less voltage and stores almost no charge. The price is higher reverse leakage, which grows quickly with temperature.',
  },
  {
    prompt: 'Which LED colour needs the highest forward voltage?',
    choices: ['Infrared', 'Red', 'Yellow', 'Blue'],
    answer: 3,
    explanation:
      'Shorter wavelength means more energy per photon, so a wider band gap: blue and white LEDs need about 2.8–3.3 V, red about 1.8–2 V, infrared about 1.2–1.5 V.',
  },
  {
    prompt:
      'On the diode-test range a meter reads 0.55 V one way and OL the other. What does that say about the diode?',
    choices: ['It is shorted', 'It is open', 'It behaves like a healthy silicon junction', 'It is a zener'],
    answer: 2,
    explanation:
      'Conducting one way with a normal junction drop and blocking the other is what a good diode does. A short reads near 0 V both ways; an open reads OL both ways.',
  },
  {
    prompt: 'A 1N4007 is rated for…',
    choices: ['1 A, 1000 V', '3 A, 100 V', '1 A, 50 V', '0.2 A, 75 V'],
    answer: 0,
    explanation:
      'The 1N4001–1N4007 family are all 1 A rectifiers; the last digit sets the reverse voltage, from 50 V (1N4001) to 1000 V (1N4007).',
  },
  {
    prompt: 'Why is reverse recovery time important in a switching power supply?',
    choices: [
      'Slow diodes keep conducting briefly after reversal, causing losses and noise',
      'It sets the LED brightness',
      'It is the time a diode takes to warm up',
      'It only matters at 50 Hz',
    ],
    answer: 0,
    explanation:
      'Stored charge must be swept out before a PN diode blocks. At tens of kHz that reverse current pulse heats the diode and switch, so fast, ultrafast or Schottky diodes are used.',
  },
  {
    prompt: 'Below its breakdown voltage, a reverse-biased diode…',
    choices: [
      'conducts freely',
      'passes only a tiny leakage current',
      'behaves like a capacitor with no charge',
      'emits heat at a constant rate',
    ],
    answer: 1,
    explanation:
      'The widened depletion region blocks current, leaving only nanoamps to microamps of leakage until breakdown is reached.',
  },
  {
    prompt: 'A flyback diode across a relay coil on a positive supply is connected…',
    choices: [
      'with its cathode to the positive supply side of the coil',
      'with its anode to the positive supply side of the coil',
      'in series with the coil',
      'from the transistor base to ground',
    ],
    answer: 0,
    explanation:
      'In normal operation the diode must be reverse biased, so its cathode goes to the + end. When the transistor opens, the coil’s reversed voltage forward-biases the diode.',
  },
]);
