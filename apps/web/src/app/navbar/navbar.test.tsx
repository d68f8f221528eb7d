import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth/auth-context';
import { Navbar } from './navbar';

const guest: AuthValue = {
  status: 'unauthenticated',
  user: null,
  isAdmin: false,
  login: () => Promise.reject(new Error('not used')),
  logout: () => Promise.resolve(),
  endSession: () => undefined,
  refreshUser: () => Promise.resolve(),
  setUser: () => undefined,
};

// jsdom lacks the layout APIs the menus' positioning asks for; the weather widget's request is
// answered with an error (its own tests cover it).
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"detail":"offline"}', { status: 503 })));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function renderNavbar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={guest}>
        <MemoryRouter>
          <Navbar />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('navigation bar menus before their code has loaded', () => {
  it('open on the press itself, so a press the menu code interrupts still opens the menu', async () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    // Only the press: the real menus replace this button before any click could follow.
    fireEvent.pointerDown(within(banner).getByRole('button', { name: 'User menu' }), {
      button: 0,
      pointerType: 'mouse',
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Up' })).toBeTruthy();
  });

  it('leave a ctrl-press alone, as the real menus do', async () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    fireEvent.pointerDown(within(banner).getByRole('button', { name: 'Apps' }), {
      button: 0,
      ctrlKey: true,
      pointerType: 'mouse',
    });
    // Give the menu code time to arrive; no menu may open.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('open from the keyboard (Enter gives a click without a press)', async () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Apps' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sticky Notes' })).toBeTruthy();
  });
});

// What the bar must offer: SPEC section 2's groups and items in order, then the tools that landed
// later, and the Education group (issue 13: these were reachable only from the home page grid).
const EXPECTED_GROUPS: [string, string[]][] = [
  [
    'Component ID',
    [
      'SMD Search',
      'IC Logo ID',
      'Fuse Markings',
      'Diode Markings',
      'SMD Resistor Codes',
      'Opto XRef',
      'IGBT XRef',
      'Capacitor Codes',
      'Transistor XRef',
      'Transistor Param Search',
    ],
  ],
  [
    'Calculators',
    [
      "Ohm's Law",
      'Power Calc',
      'Resistor Code',
      'Parallel Resistor',
      'LED Resistor',
      'Voltage Divider',
      '555 Timer',
      'AWG Converter',
      'Battery Life',
      'Reactance',
      'RC/RL Cut-off, LC Resonance',
      'LM317/78xx Regulator',
      'Inductor Code',
    ],
  ],
  ['Testing', ['VI Curve Tracer', 'Circuit Simulator']],
  ['Industrial', ['Motor Torque', 'Motor Poles', 'Drive Faults']],
  [
    'Education',
    [
      'Electronics Basics',
      'AC and DC Current',
      'Electron Theory',
      'Electromagnetic Induction',
      'Diodes',
      'Semiconductors',
      'Resistors',
      'Op-Amps',
      'Rectifiers',
      'Zener Diodes',
      'Power Electronics',
      'Inverter Simulator',
      'Quiz',
    ],
  ],
];

describe('navigation bar groups', () => {
  it('lists every group and tool in order in the desktop menus', async () => {
    renderNavbar();
    const main = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    const triggers = within(main)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(triggers).toEqual(EXPECTED_GROUPS.map(([group]) => group));
    for (const [group, items] of EXPECTED_GROUPS) {
      fireEvent.pointerDown(within(screen.getByRole('banner')).getByRole('button', { name: group }), {
        button: 0,
        pointerType: 'mouse',
      });
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(items);
      fireEvent.keyDown(menu, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });

  it('lists the same groups and tools in the phone drawer', async () => {
    renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    for (const [group, items] of EXPECTED_GROUPS) {
      const section = within(drawer).getByRole('region', { name: group });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(items);
    }
  });
});
