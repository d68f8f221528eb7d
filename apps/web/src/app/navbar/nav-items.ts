export interface NavItem {
  label: string;
  to: string;
  /** An article under the item before it (drawn indented), e.g. the lessons of Electronics Basics. */
  sub?: true;
}

/**
 * The dropdown groups of the navigation bar: SPEC section 2's groups and items in its order, each
 * followed by the tools that landed later (so every tool is reachable from the bar, not only from
 * the home page), plus an Education group.
 */
export const NAV_GROUPS: readonly { label: string; items: readonly NavItem[] }[] = [
  {
    label: 'Component ID',
    items: [
      { label: 'SMD Search', to: '/tools/smd-search' },
      { label: 'IC Logo ID', to: '/tools/ic-logos' },
      { label: 'Fuse Markings', to: '/tools/smd-fuse-markings' },
      { label: 'Diode Markings', to: '/tools/diode-markings' },
      { label: 'SMD Resistor Codes', to: '/tools/smd-resistor-codes' },
      { label: 'Opto XRef', to: '/tools/opto-search' },
      { label: 'IGBT XRef', to: '/tools/igbt-xref' },
      { label: 'Capacitor Codes', to: '/tools/capacitor-codes' },
      { label: 'Transistor XRef', to: '/tools/transistor-xref' },
      { label: 'Transistor Param Search', to: '/tools/transistor-param-search' },
    ],
  },
  {
    label: 'Calculators',
    items: [
      { label: "Ohm's Law", to: '/calculators/ohms-law' },
      { label: 'Power Calc', to: '/calculators/power' },
      { label: 'Resistor Code', to: '/calculators/resistor-color-code' },
      { label: 'Parallel Resistor', to: '/calculators/parallel-resistor' },
      { label: 'LED Resistor', to: '/calculators/led-resistor' },
      { label: 'Voltage Divider', to: '/calculators/voltage-divider' },
      { label: '555 Timer', to: '/calculators/555-timer' },
      { label: 'AWG Converter', to: '/calculators/awg-to-mm2' },
      { label: 'Battery Life', to: '/calculators/battery-life' },
      { label: 'Reactance', to: '/calculators/reactance' },
      { label: 'RC/RL Cut-off, LC Resonance', to: '/calculators/filter-cutoff' },
      { label: 'LM317/78xx Regulator', to: '/calculators/voltage-regulator' },
      { label: 'Inductor Code', to: '/calculators/inductor-color-code' },
    ],
  },
  {
    label: 'Testing',
    items: [
      { label: 'VI Curve Tracer', to: '/testing/vi-curve-tracer' },
      { label: 'Circuit Simulator', to: '/testing/circuit-simulator' },
    ],
  },
  {
    label: 'Industrial',
    items: [
      { label: 'Motor Torque', to: '/industrial/motor-torque' },
      { label: 'Motor Poles', to: '/industrial/motor-poles' },
      { label: 'Drive Faults', to: '/industrial/drive-faults' },
    ],
  },
  {
    label: 'Education',
    items: [
      { label: 'Electronics Basics', to: '/education/basics' },
      { label: 'AC and DC Current', to: '/education/basics/ac-dc-current', sub: true },
      { label: 'Electron Theory', to: '/education/basics/electron-theory', sub: true },
      { label: 'Electromagnetic Induction', to: '/education/basics/electromagnetic-induction', sub: true },
      { label: 'Diodes', to: '/education/basics/diodes', sub: true },
      { label: 'Semiconductors', to: '/education/basics/semiconductors', sub: true },
      { label: 'Resistors', to: '/education/basics/resistors', sub: true },
      { label: 'Op-Amps', to: '/education/basics/op-amps', sub: true },
      { label: 'Rectifiers', to: '/education/basics/rectifiers', sub: true },
      { label: 'Zener Diodes', to: '/education/zener-diodes' },
      { label: 'Power Electronics', to: '/education/power-electronics' },
      { label: 'Inverter Simulator', to: '/education/power-electronics/inverter-simulator' },
      { label: 'Quiz', to: '/education/quiz' },
    ],
  },
];

export interface AppItem extends NavItem {
  /** Guests who pick it get the 'Unlock {feature}!' dialog instead. */
  membersOnly: boolean;
  icon: 'note' | 'list' | 'clock' | 'bell' | 'chat';
}

export const APP_ITEMS: readonly AppItem[] = [
  { label: 'Sticky Notes', to: '/sticky-notes', membersOnly: true, icon: 'note' },
  { label: 'My SMD Lists', to: '/my-lists', membersOnly: true, icon: 'list' },
  { label: 'Reminders', to: '/reminders', membersOnly: true, icon: 'clock' },
  { label: 'Notification Settings', to: '/notification-settings', membersOnly: false, icon: 'bell' },
  { label: 'Feedback', to: '/feedback', membersOnly: false, icon: 'chat' },
];
