// What `npm test` needs besides Node, and what to do when some of it is missing. The decision
// (setupPlan) is a pure function so it is tested without uninstalling anything.
import { existsSync } from 'node:fs';

/** Debian packages providing the programs the suite drives. */
export const PREREQUISITES = [
  // The simulator tests compare against ngspice at this path (packages/simulation/src/test-support).
  { name: 'ngspice', path: '/usr/bin/ngspice', package: 'ngspice' },
  // The browser tests drive Debian's Chromium (e2e/support/browser.ts).
  {
    name: 'Chromium',
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    package: 'chromium',
    e2e: true,
  },
];

/** The prerequisites whose program is not there (Chromium only when the browser suite exists). */
export function missingPrerequisites({ hasE2e, exists = existsSync, prerequisites = PREREQUISITES }) {
  return prerequisites.filter((p) => (hasE2e || !p.e2e) && !exists(p.path));
}

/**
 * ready: nothing to do. install: run these commands (as root, non-interactive), then check again.
 * stop: print this one line and exit, because only the person at the keyboard can do it.
 */
export function setupPlan({ missing, isRoot, hasAptGet }) {
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((p) => p.package);
  const names = missing.map((p) => p.name).join(' and ');
  if (!hasAptGet) {
    return {
      kind: 'stop',
      message: `npm test needs ${names}: install the packages ${packages.join(' ')} with your package manager (or set CHROMIUM_PATH), then run npm test again.`,
    };
  }
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  if (!isRoot) {
    return {
      kind: 'stop',
      message: `npm test needs ${names}. Run: sudo apt-get update && sudo ${install.join(' ')}`,
    };
  }
  return { kind: 'install', commands: [['apt-get', 'update'], install] };
}
