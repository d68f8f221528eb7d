import { numbered } from './question';

export const INDUCTION_QUESTIONS = numbered('electromagnetic-induction', [
  {
    prompt: 'According to Faraday’s law, the voltage induced in a coil depends on…',
    choices: [
      'the strength of the magnetic field alone',
      'how fast the magnetic flux through the coil changes',
      'the resistance of the coil',
      'the colour of the wire insulation',
    ],
    answer: 1,
    explanation:
      'EMF = −N · dΦ/dt. A strong but steady field induces nothing; a changing one does, and more turns (N) give more voltage.',
  },
  {
    prompt: 'What does Lenz’s law say about an induced current?',
    choices: [
      'It always flows clockwise',
      'It opposes the change in flux that produced it',
      'It adds to the change that produced it',
      'It only flows in superconductors',
    ],
    answer: 1,
    explanation:
      'The minus sign in Faraday’s law: the induced current makes its own field against the change. That is why a magnet falling through a copper tube slows down.',
  },
  {
    prompt:
      'An ideal transformer has 1000 turns on the primary and 50 on the secondary. With 230 V on the primary, what is the secondary voltage?',
    choices: ['4600 V', '46 V', '11.5 V', '5 V'],
    answer: 2,
    explanation: 'V_s = V_p × N_s / N_p = 230 × 50 / 1000 = 11.5 V.',
  },
  {
    prompt: 'Why will a mains transformer not work (and may burn out) on steady DC?',
    choices: [
      'DC cannot flow through copper',
      'A steady current makes no changing flux, so nothing is induced and only the winding resistance limits the current',
      'DC magnetises the core permanently',
      'The secondary would produce AC',
    ],
    answer: 1,
    explanation:
      'Induction needs change. On DC the primary is just a few ohms of copper: the current is large and the secondary gives nothing.',
  },
  {
    prompt: 'The current in a 10 mH inductor rises steadily by 2 A in 1 ms. What voltage is across it?',
    choices: ['0.02 V', '2 V', '20 V', '200 V'],
    answer: 2,
    explanation: 'V = L · di/dt = 0.01 H × (2 A / 0.001 s) = 20 V.',
  },
  {
    prompt: 'How much energy is stored in a 100 mH inductor carrying 2 A?',
    choices: ['0.1 J', '0.2 J', '0.4 J', '200 J'],
    answer: 1,
    explanation: 'E = ½ · L · I² = 0.5 × 0.1 H × 4 A² = 0.2 J.',
  },
  {
    prompt: 'Why is a diode connected across a relay coil driven by a transistor?',
    choices: [
      'To make the relay switch faster on',
      'To give the coil current a path when the transistor turns off, clamping the voltage spike',
      'To rectify the coil supply',
      'To show that the relay is energised',
    ],
    answer: 1,
    explanation:
      'An inductor resists sudden changes of current. Without a path, it raises its voltage until something breaks down – often the transistor. The reverse-biased diode lets the current circulate and die away.',
  },
  {
    prompt: 'Why are transformer and motor cores made of thin insulated steel sheets?',
    choices: [
      'To make them lighter',
      'To reduce eddy currents induced in the core',
      'To increase the number of turns',
      'To let air cool the windings',
    ],
    answer: 1,
    explanation:
      'A solid core is itself a shorted turn: the changing flux drives eddy currents that heat it. Laminations break those current loops.',
  },
  {
    prompt: 'A coil rotates at constant speed in a steady magnetic field. What does it produce?',
    choices: ['Steady DC', 'A sine-shaped AC voltage', 'No voltage', 'Only heat'],
    answer: 1,
    explanation:
      'The flux through the coil varies with the cosine of the angle, so its rate of change – the induced voltage – is sinusoidal. This is the basic alternator.',
  },
]);
