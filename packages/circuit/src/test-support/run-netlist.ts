import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGSPICE, assertNgspiceInstalled } from '@electrobench/simulation/test-support/ngspice';

/**
 * Runs a netlist as written (its own analysis card), with extra control lines before quitting, and
 * returns every "name = value" ngspice prints (print and .meas results).
 */
export function runWrittenNetlist(text: string, commands: string[] = []): Map<string, number> {
  assertNgspiceInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'netlist-'));
  try {
    const control = ['.control', 'run', ...commands, 'quit', '.endc', '.end'].join('\n');
    writeFileSync(path.join(dir, 'c.cir'), text.replace(/^\.end$/m, control));
    spawnSync(NGSPICE, ['-b', '-o', 'log.txt', 'c.cir'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    const log = readFileSync(path.join(dir, 'log.txt'), 'utf8');
    const values = new Map<string, number>();
    for (const match of log.matchAll(/^(\S+)\s+=\s+(\S+)/gm)) values.set(match[1] ?? '', Number(match[2]));
    return values;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
