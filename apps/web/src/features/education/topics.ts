export const BASICS_PATH = '/education/basics';
export const BASICS_PARENT = { to: BASICS_PATH, label: 'Electronics Basics' };

/** The eight basics lessons in reading order. */
export const BASICS_TOPICS = [
  {
    slug: 'electron-theory',
    title: 'Electron Theory',
    summary: 'Atoms, free electrons, conductors and insulators; what current and voltage are.',
  },
  {
    slug: 'ac-dc-current',
    title: 'AC and DC Current',
    summary: 'Direct and alternating current, frequency, peak and RMS values.',
  },
  {
    slug: 'electromagnetic-induction',
    title: 'Electromagnetic Induction',
    summary: 'How changing magnetic fields make voltage: coils, transformers, generators.',
  },
  {
    slug: 'resistors',
    title: 'Resistors',
    summary: 'Ohm’s law, series and parallel, colour codes, power ratings and tolerances.',
  },
  {
    slug: 'semiconductors',
    title: 'Semiconductors',
    summary: 'Silicon, doping, holes and the PN junction behind every diode and transistor.',
  },
  {
    slug: 'diodes',
    title: 'Diodes',
    summary: 'One-way valves for current: forward voltage, LEDs, Schottky and how to test them.',
  },
  {
    slug: 'rectifiers',
    title: 'Rectifiers',
    summary: 'Turning AC into DC with half-wave, full-wave and bridge circuits and a capacitor.',
  },
  {
    slug: 'op-amps',
    title: 'Op-Amps',
    summary: 'The two golden rules, inverting and non-inverting amplifiers and their limits.',
  },
] as const;

/** Built by the simulator feature; the article only links to it. */
export const INVERTER_SIMULATOR_PATH = '/education/power-electronics/inverter-simulator';
