import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// A stand-in for the forecast provider on 127.0.0.1, so no test ever reaches the internet.
let provider: Server;
let calls: URL[] = [];
let failNext = false;
let t: TestApp;

const forecast = {
  current: {
    temperature_2m: 12.6,
    apparent_temperature: 10.2,
    relative_humidity_2m: 81,
    pressure_msl: 1013.4,
    wind_speed_10m: 4.27,
    wind_direction_10m: 250,
    weather_code: 61,
    is_day: 1,
  },
  daily: { temperature_2m_max: [14.1], temperature_2m_min: [7.9] },
};

beforeAll(async () => {
  provider = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    if (failNext) {
      res.writeHead(500).end('boom');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(forecast));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    WEATHER_API_URL: `http://127.0.0.1:${port}/v1/forecast`,
    WEATHER_DEFAULT_LAT: '48.8566',
    WEATHER_DEFAULT_LON: '2.3522',
    WEATHER_DEFAULT_NAME: 'Paris',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  calls = [];
  failNext = false;
});

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/weather/current${query}` });

describe('GET /weather/current', () => {
  it('maps the provider answer to the weather fields for the given place, without login', async () => {
    const res = await get('?lat=40.7128&lon=-74.006');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      icon_code: '10d',
      description: 'slight rain',
      temperature: 12.6,
      feels_like: 10.2,
      temp_max: 14.1,
      temp_min: 7.9,
      humidity: 81,
      pressure: 1013.4,
      wind_speed: 4.27,
      wind_deg: 250,
      location: null,
    });
    expect(calls[0]?.searchParams.get('latitude')).toBe('40.71');
    expect(calls[0]?.searchParams.get('longitude')).toBe('-74.01');
    expect(calls[0]?.searchParams.get('wind_speed_unit')).toBe('ms');
  });

  it('uses the configured default place when no position is given', async () => {
    const res = await get('');
    expect(res.json()).toMatchObject({ location: 'Paris' });
    expect(calls[0]?.searchParams.get('latitude')).toBe('48.8566');
  });

  it('answers the same rounded place from its cache for 10 minutes', async () => {
    await get('?lat=10.001&lon=20.001');
    await get('?lat=10.004&lon=20.004');
    expect(calls).toHaveLength(1);
    t.clock.advance(10 * 60 * 1000 + 1);
    await get('?lat=10.001&lon=20.001');
    expect(calls).toHaveLength(2);
  });

  it('answers 502 with a detail when the provider fails', async () => {
    failNext = true;
    const res = await get('?lat=1&lon=1');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'Weather provider unavailable' });
  });

  it('rejects positions off the globe or only half given with 422', async () => {
    expect((await get('?lat=91&lon=0')).statusCode).toBe(422);
    expect((await get('?lat=0&lon=-181')).statusCode).toBe(422);
    expect((await get('?lat=abc&lon=0')).statusCode).toBe(422);
    expect((await get('?lat=10')).statusCode).toBe(422);
    expect(calls).toHaveLength(0);
  });
});
