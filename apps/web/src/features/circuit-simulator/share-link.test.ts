import { describe, expect, it } from 'vitest';
import { readCircuitJson } from './circuit-file';
import { amplifierExample } from './examples';
import { decodeShareHash, encodeShareHash } from './share-link';

describe('share links', () => {
  it('round-trips a circuit through a compact URL hash', async () => {
    const doc = amplifierExample();
    const hash = await encodeShareHash(doc);
    expect(hash).toMatch(/^#circuit=[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan(JSON.stringify(doc).length / 2);
    expect(await decodeShareHash(hash)).toEqual({ ok: true, doc });
  });

  it('ignores other hashes and reports a damaged link', async () => {
    expect(await decodeShareHash('#results')).toBeNull();
    expect(await decodeShareHash('#circuit=AAAA')).toEqual({
      ok: false,
      error: 'The shared link is damaged: the circuit in it could not be read.',
    });
  });
});

describe('readCircuitJson', () => {
  it('explains why a file is not a circuit', () => {
    expect(readCircuitJson('hello')).toEqual({
      ok: false,
      error: 'This file is not a circuit saved by the simulator (it is not JSON).',
    });
    const bad = readCircuitJson(JSON.stringify({ ...amplifierExample(), version: 2 }));
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).toMatch(/^This file is not a valid circuit at version:/);
  });
});
