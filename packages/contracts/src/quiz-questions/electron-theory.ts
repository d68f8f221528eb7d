import { numbered } from './question';

export const ELECTRON_THEORY_QUESTIONS = numbered('electron-theory', [
  {
    prompt: 'What electric charge does one electron carry?',
    choices: ['+1.602 × 10⁻¹⁹ C', '−1.602 × 10⁻¹⁹ C', 'No charge', '−9.109 × 10⁻³¹ C'],
    answer: 1,
    explanation:
      'The elementary charge e is about 1.602 × 10⁻¹⁹ coulomb; the electron carries −e. 9.109 × 10⁻³¹ is its mass in kilograms, not a charge.',
  },
  {
    prompt: 'One ampere is the same as…',
    choices: [
      'one joule per coulomb',
      'one joule per second',
      'one coulomb per second',
      'one coulomb per volt',
    ],
    answer: 2,
    explanation:
      'Current is charge per time: 1 A = 1 C/s. A joule per coulomb is a volt, a joule per second is a watt and a coulomb per volt is a farad.',
  },
  {
    prompt: 'Roughly how many electrons pass a point in a wire each second when 1 A flows?',
    choices: ['About 1000', 'About 6.24 × 10¹⁸', 'About 6.02 × 10²³', 'About 1.6 × 10⁻¹⁹'],
    answer: 1,
    explanation:
      '1 C/s divided by 1.602 × 10⁻¹⁹ C per electron gives about 6.24 × 10¹⁸ electrons per second. 6.02 × 10²³ is Avogadro’s number.',
  },
  {
    prompt: 'Why do metals such as copper conduct electricity well?',
    choices: [
      'Their nuclei move easily through the wire',
      'Their outer electrons are free to wander between the atoms',
      'They contain more protons than electrons',
      'They are magnetic',
    ],
    answer: 1,
    explanation:
      'In a metal the outermost (valence) electrons are not tied to one atom. A small electric field makes this “electron sea” drift, which is the current. The nuclei stay in the crystal lattice.',
  },
  {
    prompt: 'How many valence electrons does a copper atom have?',
    choices: ['1', '2', '4', '8'],
    answer: 0,
    explanation:
      'Copper’s configuration ends in 3d¹⁰ 4s¹: a single loosely held outer electron, which is why copper gives up electrons to conduction so readily.',
  },
  {
    prompt: 'Conventional current in the wire outside a battery flows…',
    choices: [
      'from the negative terminal to the positive terminal',
      'from the positive terminal to the negative terminal',
      'in both directions at once',
      'only inside the battery',
    ],
    answer: 1,
    explanation:
      'Conventional current was defined before the electron was known and runs from + to − through the external circuit. Electrons actually drift the other way. Circuit symbols (diode arrows) follow conventional current.',
  },
  {
    prompt: 'What is a volt?',
    choices: [
      'The amount of charge stored in a battery',
      'The energy given to or taken from each coulomb of charge (joule per coulomb)',
      'The speed at which electrons move',
      'The resistance of one metre of wire',
    ],
    answer: 1,
    explanation:
      'Voltage is potential difference: 1 V means 1 joule of energy per coulomb of charge moved between the two points.',
  },
  {
    prompt: 'About how fast do electrons drift along a copper wire of 1 mm² carrying 1 A?',
    choices: [
      'Close to the speed of light',
      'About the speed of sound',
      'Less than a millimetre per second',
      'About one kilometre per second',
    ],
    answer: 2,
    explanation:
      'v = I / (n·A·e) = 1 / (8.5 × 10²⁸ × 10⁻⁶ × 1.6 × 10⁻¹⁹) ≈ 0.07 mm/s. The signal travels fast because the field along the wire pushes all electrons at once.',
  },
  {
    prompt: 'What makes a material a good insulator?',
    choices: [
      'Its electrons are tightly bound, with a large energy gap to any conducting state',
      'It has no electrons at all',
      'It is always a gas',
      'Its atoms carry a net positive charge',
    ],
    answer: 0,
    explanation:
      'Insulators have electrons, but all are held in filled bands; lifting one into a conducting band needs several electronvolts, so at room temperature almost none are free.',
  },
]);
