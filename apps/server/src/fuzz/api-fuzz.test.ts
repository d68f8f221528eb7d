import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, type Account, type TestApp, createTestApp, bearer } from '../../test/test-app';
import { createAdmin } from '../../test/test-helpers';
import type { ApiRouteInfo } from '../app';
import { NAUGHTY_BODIES, naughtyString, type RawBody } from './naughty-values';
import { jsonSchemaOf, schemaArbitrary } from './schema-arbitrary';

// Cases per route and role. The normal test run keeps the whole file near a minute on a 2-core
// machine; `npm run fuzz` raises it (FUZZ_RUNS) and FUZZ_SEED replays a reported run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Role = 'guest' | 'member' | 'admin';
type Failure = { route: string; role: Role; request: string; status: number; body: string };

let weather: Server;
let t: TestApp;
let member: Account;
let admin: Account;

beforeAll(async () => {
  // The forecast provider stand-in, so fuzzing the weather route never leaves the machine.
  weather = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        current: {
          temperature_2m: 10,
          apparent_temperature: 9,
          relative_humidity_2m: 50,
          pressure_msl: 1010,
          wind_speed_10m: 3,
          wind_direction_10m: 180,
          weather_code: 1,
          is_day: 1,
        },
        daily: { temperature_2m_max: [12], temperature_2m_min: [5] },
      }),
    );
  });
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    WEATHER_API_URL: `http://127.0.0.1:${(weather.address() as AddressInfo).port}/v1/forecast`,
  });
  member = await createAccount(t);
  admin = await createAdmin(t);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => weather.close(resolve));
});

const PARAM = /:([A-Za-z_]+)/g;

function objectArbitrary(schema: unknown): fc.Arbitrary<Record<string, unknown>> {
  const json = jsonSchemaOf(schema);
  if (!json) return fc.constant({});
  return schemaArbitrary(json)
    .map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}))
    .map((v) => v as Record<string, unknown>);
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

type GeneratedBody = { kind: 'none' } | { kind: 'value'; value: unknown } | { kind: 'raw'; raw: RawBody };
type GeneratedRequest = {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** One generated request for a route: path values, query, and a JSON, form or broken body. */
function requestArbitrary(route: ApiRouteInfo): fc.Arbitrary<GeneratedRequest> {
  const names = [...route.url.matchAll(PARAM)].map((m) => m[1] ?? '');
  const params = objectArbitrary(route.schema.params);
  const naughtyParams = fc.array(naughtyString, { minLength: names.length, maxLength: names.length });
  const query = objectArbitrary(route.schema.querystring);
  const bodySchema = jsonSchemaOf(route.schema.body);
  const body: fc.Arbitrary<GeneratedBody> =
    route.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          {
            weight: 6,
            arbitrary: (bodySchema ? schemaArbitrary(bodySchema) : fc.constant({})).map(
              (value): GeneratedBody => ({ kind: 'value', value }),
            ),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...NAUGHTY_BODIES).map((raw): GeneratedBody => ({ kind: 'raw', raw })),
          },
        );
  return fc
    .record({ params, naughtyParams, query, body, useNaughtyParam: fc.boolean(), asForm: fc.nat(9) })
    .map(({ params: fromSchema, naughtyParams: naughty, query: q, body: b, useNaughtyParam, asForm }) => {
      const path = route.url.replace(PARAM, (_m, name: string) => {
        const value = useNaughtyParam ? naughty[names.indexOf(name)] : fromSchema[name];
        return encodeURIComponent(asText(value ?? '1'));
      });
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(q)) {
        for (const v of Array.isArray(value) ? value : [value]) search.append(key, asText(v));
      }
      const request: GeneratedRequest = {
        method: route.method as InjectOptions['method'],
        url: search.size > 0 ? `${path}?${search.toString()}` : path,
        headers: {},
      };
      if (b.kind === 'raw') {
        request.payload = b.raw.payload;
        if (b.raw.contentType) request.headers = { 'content-type': b.raw.contentType };
      } else if (b.kind === 'value' && asForm === 0 && typeof b.value === 'object' && b.value !== null) {
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(b.value)) form.append(key, asText(value));
        request.payload = form.toString();
        request.headers = { 'content-type': 'application/x-www-form-urlencoded' };
      } else if (b.kind === 'value') {
        request.payload = JSON.stringify(b.value) ?? 'null';
        request.headers = { 'content-type': 'application/json' };
      }
      return request;
    });
}

function describeRequest(request: GeneratedRequest): string {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${payload}`;
}

/** What every answer must be: no 5xx, and a 4xx is JSON {detail} with the API security headers. */
function problemWith(status: number, headers: Record<string, unknown>, body: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400) return null;
  if (headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  if (!String(headers['content-security-policy']).startsWith("default-src 'none'")) return 'not the API CSP';
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    return parsed.detail === undefined ? 'no detail' : null;
  } catch {
    return 'not JSON';
  }
}

/** The server still answers a database-backed call; a signed-out fuzz victim signs in again. */
async function stillUp(who: Account): Promise<Account> {
  let me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(who) });
  if (me.statusCode === 401) {
    const fresh = await login(t, who.username, who.password, who.email);
    me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(fresh) });
    who = fresh;
  }
  expect(me.statusCode).toBe(200);
  return { ...who, username: me.json<{ username: string }>().username };
}

async function fuzzRoute(route: ApiRouteInfo, role: Role, runs: number): Promise<Failure | null> {
  const who = role === 'member' ? member : role === 'admin' ? admin : undefined;
  let failure: Failure | null = null;
  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(route), async (options) => {
        const res = await t.app.inject({
          ...options,
          headers: { ...options.headers, ...(who && bearer(who)) },
        });
        const problem = problemWith(res.statusCode, res.headers, res.body);
        if (problem) {
          failure = {
            route: `${route.method} ${route.url}: ${problem}`,
            role,
            request: describeRequest(options),
            status: res.statusCode,
            body: res.body.slice(0, 300),
          };
          return false;
        }
        return true;
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    )
    .catch(() => undefined);
  return failure;
}

describe('API fuzzing: every route, inputs from its own schemas plus naughty values', () => {
  it(
    'never answers 5xx, always {detail} with security headers on 4xx, and keeps serving',
    { timeout: 3_600_000 },
    async () => {
      const routes = t.app.apiRoutes;
      expect(routes.length).toBeGreaterThan(100);
      const failures: Failure[] = [];
      for (const route of routes) {
        const roles: Role[] = route.access === 'admin' ? ['guest', 'admin'] : ['guest', 'member'];
        for (const role of roles) {
          // A guest on a guarded route stops at the guard; a few cases prove that answer is clean.
          const runs = role === 'guest' && route.access !== 'public' ? Math.max(2, RUNS >> 2) : RUNS;
          const failure = await fuzzRoute(route, role, runs);
          if (failure) failures.push(failure);
          if (role === 'member') member = await stillUp(member);
          else admin = await stillUp(admin);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
