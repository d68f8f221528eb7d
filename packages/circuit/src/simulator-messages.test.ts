import { describe, expect, it } from 'vitest';
import { explainSimulatorOutput } from './simulator-messages';

// Lines as ngspice 45 (the WebAssembly engine) prints them for each situation.
const context = {
  owners: new Map([
    ['V1', 'V1'],
    ['V2', 'V2'],
    ['D1', 'D1'],
    ['XU1', 'U1'],
  ]),
  pinNodes: new Map<string, string[]>([
    ['V1', ['a', '0']],
    ['C1', ['a', 'b']],
    ['C2', ['b', '0']],
  ]),
};

describe('explainSimulatorOutput', () => {
  it('names the parts on a floating node, as a warning when ngspice still found an answer', () => {
    const verdict = explainSimulatorOutput(
      [
        'Warning: singular matrix:  check node b',
        'Warning: Dynamic gmin stepping failed',
        'Warning: source stepping failed',
        'Note: Transient op finished successfully',
      ],
      context,
    );
    expect(verdict).toEqual({
      failed: false,
      issues: [
        {
          severity: 'warning',
          partId: 'C1',
          message: 'Node b (at C1, C2) has no DC path to ground, so its voltage is undefined.',
        },
      ],
    });
  });

  it('blames the source of a voltage loop and fails the run', () => {
    const verdict = explainSimulatorOutput(
      [
        'Warning: singular matrix:  check node v2#branch',
        'Error: Transient op failed, timestep too small',
        'Error: The operating point could not be simulated successfully.',
        'run simulation(s) aborted',
      ],
      context,
    );
    expect(verdict.failed).toBe(true);
    expect(verdict.issues[0]).toMatchObject({ severity: 'error', partId: 'V2' });
    expect(verdict.issues[1]?.message).toMatch(
      /^The simulation did not converge: the time step became too small\./,
    );
  });

  it('reports a missing model against its part', () => {
    const verdict = explainSimulatorOutput(
      ["warning, can't find model 'nope' from line", '    d1 a 0 nope', 'Error: circuit not parsed.'],
      context,
    );
    expect(verdict).toEqual({
      failed: true,
      issues: [{ severity: 'error', partId: 'D1', message: 'D1: the simulator has no model called nope.' }],
    });
  });

  it('passes a clean run without messages', () => {
    expect(explainSimulatorOutput(['Note: Starting dynamic gmin stepping'], context)).toEqual({
      failed: false,
      issues: [],
    });
  });
});
