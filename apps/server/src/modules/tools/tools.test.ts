import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '@electrobench/contracts/tools';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/tools/', () => {
  it('serves the same catalogue the home page lists, without login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tools/' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ path: string }[]>();
    expect(body).toHaveLength(TOOLS.length);
    expect(body.map((x) => x.path)).toContain('/tools/smd-search');
  });
});
