import { describe, expect, it } from 'vitest';
import { missingPrerequisites, PREREQUISITES, setupPlan } from './test-prerequisites.mjs';

const [ngspice, chromium] = PREREQUISITES;

describe('npm test prerequisites', () => {
  it('finds nothing missing when both programs exist, and ignores Chromium without the browser suite', () => {
    expect(missingPrerequisites({ hasE2e: true, exists: () => true })).toEqual([]);
    expect(missingPrerequisites({ hasE2e: false, exists: (p) => p !== chromium.path })).toEqual([]);
    expect(missingPrerequisites({ hasE2e: true, exists: () => false })).toEqual([ngspice, chromium]);
  });

  it('does nothing when nothing is missing', () => {
    expect(setupPlan({ missing: [], isRoot: false, hasAptGet: true })).toEqual({ kind: 'ready' });
  });

  it('installs what is missing itself when it runs as root on Debian', () => {
    expect(setupPlan({ missing: [ngspice, chromium], isRoot: true, hasAptGet: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'ngspice', 'chromium'],
      ],
    });
  });

  it('stops with one line naming the command when it is not root', () => {
    const plan = setupPlan({ missing: [chromium], isRoot: false, hasAptGet: true });
    expect(plan).toEqual({
      kind: 'stop',
      message:
        'npm test needs Chromium. Run: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium',
    });
    expect(plan.message).not.toContain('\n');
  });

  it('names the packages when there is no apt-get to run', () => {
    const plan = setupPlan({ missing: [ngspice], isRoot: true, hasAptGet: false });
    expect(plan.kind).toBe('stop');
    expect(plan.message).toContain('install the packages ngspice');
    expect(plan.message).not.toContain('\n');
  });
});
