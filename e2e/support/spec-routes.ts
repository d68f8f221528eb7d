// The spec's pages that take no parameter (SPEC section 2), in the navigation's groups. The 360 px
// walk (e2e/mobile.test.ts) and the cold-load bench (bench/web-routes.bench.ts) both read these, so
// a page added to the spec is added here once and both cover it.

const COMPONENT_ID_ROUTES = [
  'smd-search',
  'ic-logos',
  'capacitor-codes',
  'smd-fuse-markings',
  'smd-resistor-codes',
  'diode-markings',
  'opto-search',
  'igbt-xref',
  'transistor-xref',
  'transistor-param-search',
].map((p) => `/tools/${p}`);

const CALCULATOR_ROUTES = [
  'ohms-law',
  'power',
  'resistor-color-code',
  'parallel-resistor',
  'led-resistor',
  'battery-life',
  'awg-to-mm2',
  'voltage-divider',
  '555-timer',
  // Added by issue 13 (the calculators people look for next); not in the spec's navigation list.
  'reactance',
  'filter-cutoff',
  'voltage-regulator',
  'inductor-color-code',
].map((p) => `/calculators/${p}`);

const TESTING_ROUTES = ['/testing/vi-curve-tracer', '/testing/circuit-simulator'];

const INDUSTRIAL_ROUTES = ['/industrial/motor-torque', '/industrial/motor-poles', '/industrial/drive-faults'];

const EDUCATION_ROUTES = [
  '/education/zener-diodes',
  '/education/quiz',
  '/education/power-electronics',
  '/education/power-electronics/inverter-simulator',
  '/education/basics',
  ...[
    'ac-dc-current',
    'electron-theory',
    'electromagnetic-induction',
    'diodes',
    'semiconductors',
    'resistors',
    'op-amps',
    'rectifiers',
  ].map((article) => `/education/basics/${article}`),
];

/** Sign-in and account pages, open to guests. */
const ACCOUNT_ROUTES = [
  '/login',
  '/signup',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
];

const SMALL_PAGE_ROUTES = ['/style-guide', '/status', '/leaderboard', '/privacy-policy'];

/** The groups above, imported as one name by the walk and the bench. */
export const SPEC_PAGES = {
  componentId: COMPONENT_ID_ROUTES,
  calculators: CALCULATOR_ROUTES,
  testing: TESTING_ROUTES,
  industrial: INDUSTRIAL_ROUTES,
  education: EDUCATION_ROUTES,
  account: ACCOUNT_ROUTES,
  smallPages: SMALL_PAGE_ROUTES,
} as const;
