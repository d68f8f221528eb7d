import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CircuitDocument, CircuitSummary, SavedCircuit } from '@electrobench/contracts/circuits';
import { createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';
import { callApi, type ApiMethod } from '../../../test/test-helpers';

let t: TestApp;
let owner: Account;
let stranger: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t);
  stranger = await createAccount(t);
});
afterAll(() => t.close());

const call = (method: ApiMethod, url: string, who?: Account, payload?: object) =>
  callApi(t, method, url, who, payload);

const divider: CircuitDocument = {
  version: 1,
  title: 'Divider',
  parts: [
    { id: 'V1', kind: 'dc-voltage', value: '10', x: 0, y: 0, rotation: 0 },
    { id: 'R1', kind: 'resistor', value: '4k7', x: 4, y: -2, rotation: 0 },
    { id: 'GND1', kind: 'ground', value: '', x: 0, y: 2, rotation: 0, fault: undefined },
  ],
  wires: [{ id: 'w1', x1: 0, y1: -2, x2: 2, y2: -2 }],
  analysis: { type: 'op' },
};

describe('saved circuits', () => {
  it('needs a login for every route', async () => {
    expect((await call('GET', '/circuits/')).statusCode).toBe(401);
    expect((await call('POST', '/circuits/', undefined, { name: 'x', document: divider })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/circuits/1')).statusCode).toBe(401);
    expect((await call('PUT', '/circuits/1', undefined, { name: 'x', document: divider })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', '/circuits/1')).statusCode).toBe(401);
  });

  it('saves, lists, opens, renames and deletes a member’s circuit', async () => {
    const created = await call('POST', '/circuits/', owner, { name: '  Bench divider ', document: divider });
    expect(created.statusCode).toBe(201);
    const saved = created.json<SavedCircuit>();
    expect(saved).toMatchObject({ name: 'Bench divider', part_count: 3 });
    expect(saved.document.parts[1]).toMatchObject({ id: 'R1', value: '4k7' });

    const list = (await call('GET', '/circuits/', owner)).json<CircuitSummary[]>();
    expect(list.map((c) => c.name)).toEqual(['Bench divider']);
    expect(list[0]).not.toHaveProperty('document');

    const changed = { ...divider, parts: divider.parts.slice(0, 2) };
    const updated = await call('PUT', `/circuits/${saved.id}`, owner, {
      name: 'Divider v2',
      document: changed,
    });
    expect(updated.json<SavedCircuit>()).toMatchObject({ name: 'Divider v2', part_count: 2 });
    expect(
      (await call('GET', `/circuits/${saved.id}`, owner)).json<SavedCircuit>().document.parts,
    ).toHaveLength(2);

    expect((await call('DELETE', `/circuits/${saved.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/circuits/${saved.id}`, owner)).statusCode).toBe(404);
  });

  it('hides a circuit from everyone but its owner (404)', async () => {
    const saved = (
      await call('POST', '/circuits/', owner, { name: 'Private', document: divider })
    ).json<SavedCircuit>();
    const other = { detail: 'Circuit not found.' };
    expect((await call('GET', `/circuits/${saved.id}`, stranger)).json()).toEqual(other);
    expect((await call('GET', `/circuits/${saved.id}`, stranger)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/circuits/${saved.id}`, stranger, { name: 'Mine', document: divider })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/circuits/${saved.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/circuits/', stranger)).json()).toEqual([]);
    expect((await call('GET', `/circuits/${saved.id}`, owner)).statusCode).toBe(200);
  });

  it('refuses a missing name, a malformed drawing and a bad id (422)', async () => {
    const noName = await call('POST', '/circuits/', owner, { name: '  ', document: divider });
    expect(noName.statusCode).toBe(422);
    expect(JSON.stringify(noName.json())).toContain('Give the circuit a name.');
    const badPart = { ...divider, parts: [{ ...divider.parts[0], kind: 'flux-capacitor' }] };
    expect((await call('POST', '/circuits/', owner, { name: 'x', document: badPart })).statusCode).toBe(422);
    const badId = { ...divider, parts: [{ ...divider.parts[0], id: '1 bad' }] };
    expect((await call('POST', '/circuits/', owner, { name: 'x', document: badId })).statusCode).toBe(422);
    expect((await call('GET', '/circuits/abc', owner)).statusCode).toBe(422);
  });
});
