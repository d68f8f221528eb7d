import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import { lazy, useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_COMING_SOON, MEMBER_COMING_SOON, PUBLIC_COMING_SOON } from './coming-soon-routes';
import { RootLayout } from './root-layout';
import { RequireAdmin, RequireAuth } from './route-guards';

// Every page is its own chunk, fetched the first time its route is visited; the layout shows the
// 'Loading Page...' overlay meanwhile.
function named<T extends string>(load: () => Promise<Record<T, ComponentType>>, name: T) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = named(() => import('../features/home/home-page'), 'HomePage');
const LoginPage = named(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = named(() => import('../features/auth/signup-page'), 'SignupPage');
const RequestPasswordResetPage = named(
  () => import('../features/auth/request-password-reset-page'),
  'RequestPasswordResetPage',
);
const ResetPasswordPage = named(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = named(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const ConfirmEmailChangePage = named(
  () => import('../features/auth/confirm-email-change-page'),
  'ConfirmEmailChangePage',
);
const PublicProfilePage = named(() => import('../features/profile/public-profile-page'), 'PublicProfilePage');
const OwnProfilePage = named(() => import('../features/profile/own-profile-page'), 'OwnProfilePage');
const PrivacyPolicyPage = named(() => import('../features/privacy/privacy-policy-page'), 'PrivacyPolicyPage');
const StyleGuidePage = named(() => import('../features/style-guide/style-guide-page'), 'StyleGuidePage');
const OhmsLawPage = named(() => import('../features/calculators/ohms-law-page'), 'OhmsLawPage');
const PowerPage = named(() => import('../features/calculators/power-page'), 'PowerPage');
const ResistorColorCodePage = named(
  () => import('../features/calculators/resistor-color-code-page'),
  'ResistorColorCodePage',
);
const ParallelResistorPage = named(
  () => import('../features/calculators/parallel-resistor-page'),
  'ParallelResistorPage',
);
const LedResistorPage = named(() => import('../features/calculators/led-resistor-page'), 'LedResistorPage');
const BatteryLifePage = named(() => import('../features/calculators/battery-life-page'), 'BatteryLifePage');
const AwgPage = named(() => import('../features/calculators/awg-page'), 'AwgPage');
const VoltageDividerPage = named(
  () => import('../features/calculators/voltage-divider-page'),
  'VoltageDividerPage',
);
const Timer555Page = named(() => import('../features/calculators/timer-555-page'), 'Timer555Page');
const ReactancePage = named(() => import('../features/calculators/reactance-page'), 'ReactancePage');
const FilterCutoffPage = named(
  () => import('../features/calculators/filter-cutoff-page'),
  'FilterCutoffPage',
);
const RegulatorPage = named(() => import('../features/calculators/regulator-page'), 'RegulatorPage');
const InductorColorCodePage = named(
  () => import('../features/calculators/inductor-color-code-page'),
  'InductorColorCodePage',
);
const MotorTorquePage = named(() => import('../features/calculators/motor-torque-page'), 'MotorTorquePage');
const MotorPolesPage = named(() => import('../features/calculators/motor-poles-page'), 'MotorPolesPage');
const DriveFaultsPage = named(() => import('../features/industrial/drive-faults-page'), 'DriveFaultsPage');
const DriveTypePage = named(() => import('../features/industrial/drive-type-page'), 'DriveTypePage');
const DriveManufacturerPage = named(
  () => import('../features/industrial/drive-manufacturer-page'),
  'DriveManufacturerPage',
);
const DriveModelPage = named(() => import('../features/industrial/drive-model-page'), 'DriveModelPage');
const BasicsPage = named(() => import('../features/education/basics-page'), 'BasicsPage');
const AcDcCurrentPage = named(() => import('../features/education/ac-dc-current-page'), 'AcDcCurrentPage');
const ElectronTheoryPage = named(
  () => import('../features/education/electron-theory-page'),
  'ElectronTheoryPage',
);
const ElectromagneticInductionPage = named(
  () => import('../features/education/electromagnetic-induction-page'),
  'ElectromagneticInductionPage',
);
const DiodesPage = named(() => import('../features/education/diodes-page'), 'DiodesPage');
const SemiconductorsPage = named(
  () => import('../features/education/semiconductors-page'),
  'SemiconductorsPage',
);
const ResistorsPage = named(() => import('../features/education/resistors-page'), 'ResistorsPage');
const OpAmpsPage = named(() => import('../features/education/op-amps-page'), 'OpAmpsPage');
const RectifiersPage = named(() => import('../features/education/rectifiers-page'), 'RectifiersPage');
const ZenerDiodesPage = named(() => import('../features/education/zener-diodes-page'), 'ZenerDiodesPage');
const PowerElectronicsPage = named(
  () => import('../features/education/power-electronics-page'),
  'PowerElectronicsPage',
);
const ViCurveTracerPage = named(
  () => import('../features/simulators/vi-curve-tracer-page'),
  'ViCurveTracerPage',
);
const InverterSimulatorPage = named(
  () => import('../features/simulators/inverter-simulator-page'),
  'InverterSimulatorPage',
);
const CircuitSimulatorPage = named(
  () => import('../features/circuit-simulator/circuit-simulator-page'),
  'CircuitSimulatorPage',
);
const QuizPage = named(() => import('../features/education/quiz-page'), 'QuizPage');
const SmdSearchPage = named(() => import('../features/component-id/smd/smd-search-page'), 'SmdSearchPage');
const IcLogosPage = named(() => import('../features/component-id/markings/ic-logos-page'), 'IcLogosPage');
const CapacitorCodesPage = named(
  () => import('../features/component-id/decoders/capacitor-codes-page'),
  'CapacitorCodesPage',
);
const FuseMarkingsPage = named(
  () => import('../features/component-id/markings/fuse-markings-page'),
  'FuseMarkingsPage',
);
const SmdResistorCodesPage = named(
  () => import('../features/component-id/decoders/smd-resistor-codes-page'),
  'SmdResistorCodesPage',
);
const DiodeMarkingsPage = named(
  () => import('../features/component-id/markings/diode-markings-page'),
  'DiodeMarkingsPage',
);
const OptoSearchPage = named(
  () => import('../features/component-id/opto/opto-search-page'),
  'OptoSearchPage',
);
const IgbtXrefPage = named(() => import('../features/component-id/igbt/igbt-xref-page'), 'IgbtXrefPage');
const TransistorXrefPage = named(
  () => import('../features/component-id/transistors/transistor-xref-page'),
  'TransistorXrefPage',
);
const TransistorParamSearchPage = named(
  () => import('../features/component-id/transistors/transistor-param-search-page'),
  'TransistorParamSearchPage',
);
const MyListsPage = named(() => import('../features/component-id/lists/my-lists-page'), 'MyListsPage');
const ListPage = named(() => import('../features/component-id/lists/list-page'), 'ListPage');
const ManageSmdPage = named(() => import('../features/component-id/admin/manage-smd-page'), 'ManageSmdPage');
const SubmissionsPage = named(
  () => import('../features/component-id/admin/submissions-page'),
  'SubmissionsPage',
);
const ForumHomePage = named(() => import('../features/forum/forum-home-page'), 'ForumHomePage');
const ForumCategoryPage = named(() => import('../features/forum/category-page'), 'CategoryPage');
const ForumThreadPage = named(() => import('../features/forum/thread-page'), 'ThreadPage');
const ForumSearchPage = named(() => import('../features/forum/search-page'), 'ForumSearchPage');
const NewThreadPage = named(() => import('../features/forum/new-thread-page'), 'NewThreadPage');
const AdminCategoriesPage = named(
  () => import('../features/forum/admin-categories-page'),
  'AdminCategoriesPage',
);
const RemindersPage = named(() => import('../features/reminders/reminders-page'), 'RemindersPage');
const LeaderboardPage = named(() => import('../features/leaderboard/leaderboard-page'), 'LeaderboardPage');
const StickyNotesPage = named(() => import('../features/sticky-notes/sticky-notes-page'), 'StickyNotesPage');
const FeedbackPage = named(() => import('../features/tickets/feedback-page'), 'FeedbackPage');
const AdminTicketsPage = named(() => import('../features/tickets/admin-tickets-page'), 'AdminTicketsPage');
const AdminTicketPage = named(() => import('../features/tickets/admin-ticket-page'), 'AdminTicketPage');
const AdminDashboardPage = named(
  () => import('../features/admin-dashboard/dashboard-page'),
  'AdminDashboardPage',
);
const MessagesPage = named(() => import('../features/messages/messages-page'), 'MessagesPage');
const StatusPage = named(() => import('../features/availability/status-page'), 'StatusPage');
const NotificationSettingsPage = named(
  () => import('../features/notification-settings/notification-settings-page'),
  'NotificationSettingsPage',
);
const NotFoundPage = named(() => import('./not-found-page'), 'NotFoundPage');
const ComingSoonPage = lazy(() => import('./coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const QueryIsland = lazy(() => import('./query-island').then((m) => ({ default: m.QueryIsland })));

interface RouteHandle {
  title: string;
}

/** A page that may use TanStack Query hooks (most do). */
function page(path: string, title: string, Page: ComponentType): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    element: (
      <QueryIsland>
        <Page />
      </QueryIsland>
    ),
  };
}

/** A page without server state hooks; it does not load the query library. */
function lightPage(path: string, title: string, Page: ComponentType): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <Page /> };
}

function comingSoon([path, title]: readonly [string, string]): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <ComingSoonPage title={title} /> };
}

export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      page('login', 'Log in', LoginPage),
      page('signup', 'Sign up', SignupPage),
      page('request-password-reset', 'Reset your password', RequestPasswordResetPage),
      page('reset-password', 'Choose a new password', ResetPasswordPage),
      page('verify-email', 'Verify your email', VerifyEmailPage),
      page('confirm-email-change', 'Confirm your new email', ConfirmEmailChangePage),
      page('profile/:username', 'Member profile', PublicProfilePage),
      lightPage('privacy-policy', 'Privacy Policy', PrivacyPolicyPage),
      page('style-guide', 'Style Guide', StyleGuidePage),
      lightPage('testing/vi-curve-tracer', 'VI Curve Tracer', ViCurveTracerPage),
      page('testing/circuit-simulator', 'Circuit Simulator', CircuitSimulatorPage),
      lightPage(
        'education/power-electronics/inverter-simulator',
        'Inverter Simulator',
        InverterSimulatorPage,
      ),
      lightPage('calculators/ohms-law', "Ohm's Law", OhmsLawPage),
      lightPage('calculators/power', 'Power Calculator', PowerPage),
      lightPage('calculators/resistor-color-code', 'Resistor Colour Code', ResistorColorCodePage),
      lightPage('calculators/parallel-resistor', 'Parallel Resistor', ParallelResistorPage),
      lightPage('calculators/led-resistor', 'LED Resistor', LedResistorPage),
      lightPage('calculators/battery-life', 'Battery Life', BatteryLifePage),
      lightPage('calculators/awg-to-mm2', 'AWG Converter', AwgPage),
      lightPage('calculators/voltage-divider', 'Voltage Divider', VoltageDividerPage),
      lightPage('calculators/555-timer', '555 Timer', Timer555Page),
      lightPage('calculators/reactance', 'Reactance', ReactancePage),
      lightPage('calculators/filter-cutoff', 'RC/RL Cut-off and LC Resonance', FilterCutoffPage),
      lightPage('calculators/voltage-regulator', 'LM317 and 78xx Regulator', RegulatorPage),
      lightPage('calculators/inductor-color-code', 'Inductor Colour Code', InductorColorCodePage),
      lightPage('industrial/motor-torque', 'Motor Torque', MotorTorquePage),
      lightPage('industrial/motor-poles', 'Motor Poles', MotorPolesPage),
      page('industrial/drive-faults', 'Drive Faults', DriveFaultsPage),
      page('industrial/drive-faults/:driveType', 'Drive Faults', DriveTypePage),
      page('industrial/drive-faults/:driveType/:manufacturer', 'Drive Faults', DriveManufacturerPage),
      page('industrial/drive-faults/:driveType/:manufacturer/:model', 'Drive Faults', DriveModelPage),
      lightPage('education/basics', 'Electronics Basics', BasicsPage),
      lightPage('education/basics/ac-dc-current', 'AC and DC Current', AcDcCurrentPage),
      lightPage('education/basics/electron-theory', 'Electron Theory', ElectronTheoryPage),
      lightPage(
        'education/basics/electromagnetic-induction',
        'Electromagnetic Induction',
        ElectromagneticInductionPage,
      ),
      lightPage('education/basics/diodes', 'Diodes', DiodesPage),
      lightPage('education/basics/semiconductors', 'Semiconductors', SemiconductorsPage),
      lightPage('education/basics/resistors', 'Resistors', ResistorsPage),
      lightPage('education/basics/op-amps', 'Op-Amps', OpAmpsPage),
      lightPage('education/basics/rectifiers', 'Rectifiers', RectifiersPage),
      lightPage('education/zener-diodes', 'Zener Diodes', ZenerDiodesPage),
      lightPage('education/power-electronics', 'Power Electronics', PowerElectronicsPage),
      page('education/quiz', 'Quiz', QuizPage),
      page('tools/smd-search', 'SMD Search', SmdSearchPage),
      page('tools/ic-logos', 'IC Logo ID', IcLogosPage),
      lightPage('tools/capacitor-codes', 'Capacitor Codes', CapacitorCodesPage),
      page('tools/smd-fuse-markings', 'Fuse Markings', FuseMarkingsPage),
      lightPage('tools/smd-resistor-codes', 'SMD Resistor Codes', SmdResistorCodesPage),
      page('tools/diode-markings', 'Diode Markings', DiodeMarkingsPage),
      page('tools/opto-search', 'Opto XRef', OptoSearchPage),
      page('tools/igbt-xref', 'IGBT XRef', IgbtXrefPage),
      page('tools/transistor-xref', 'Transistor XRef', TransistorXrefPage),
      page('tools/transistor-param-search', 'Transistor Parameter Search', TransistorParamSearchPage),
      page('forum', 'Forum', ForumHomePage),
      page('forum/search', 'Forum Search', ForumSearchPage),
      page('forum/c/:categorySlug', 'Forum Category', ForumCategoryPage),
      page('forum/t/:threadIdentifier/:slug?', 'Forum Thread', ForumThreadPage),
      page('forum/t/:threadIdentifier/:slug?/post/:postId', 'Forum Post', ForumThreadPage),
      page('leaderboard', 'Leaderboard', LeaderboardPage),
      // Public although SPEC section 2 lists it with the login routes: its apps grid and roles open
      // feedback to guests (README, web decisions).
      page('feedback', 'Feedback', FeedbackPage),
      page('status', 'Status', StatusPage),
      ...PUBLIC_COMING_SOON.map(comingSoon),
      {
        element: <RequireAuth />,
        children: [
          page('profile', 'Your profile', OwnProfilePage),
          page('my-lists', 'My SMD Lists', MyListsPage),
          page('my-lists/:listId', 'Parts List', ListPage),
          page('forum/c/:categorySlug/new', 'New Thread', NewThreadPage),
          page('reminders', 'Reminders', RemindersPage),
          page('sticky-notes', 'Sticky Notes', StickyNotesPage),
          // One route for the list and a thread, so the list stays mounted while threads change.
          page('messages/:conversationId?', 'Messages', MessagesPage),
          page('notification-settings', 'Notification Settings', NotificationSettingsPage),
          ...MEMBER_COMING_SOON.map(comingSoon),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          page('admin/submissions', 'SMD Submissions', SubmissionsPage),
          page('admin/manage-smd', 'Manage SMD Components', ManageSmdPage),
          page('admin', 'Admin Dashboard', AdminDashboardPage),
          page('admin/forum/categories', 'Forum Categories', AdminCategoriesPage),
          page('admin/tickets', 'Support Tickets', AdminTicketsPage),
          page('admin/tickets/:ticketId', 'Support Ticket', AdminTicketPage),
          ...ADMIN_COMING_SOON.map(comingSoon),
        ],
      },
      lightPage('*', 'Page not found', NotFoundPage),
    ],
  },
];

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The route table, plus the tab title taken from the deepest matched route's `handle.title`. */
export function AppRoutes() {
  const location = useLocation();
  const title = matchRoutes(APP_ROUTES, location)
    ?.map((match) => titleOf(match.route.handle))
    .findLast(Boolean);
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return useRoutes(APP_ROUTES, location);
}
