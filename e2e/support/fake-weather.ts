import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the weather provider on 127.0.0.1 (tests never reach the internet). It answers
 * every forecast request with the same light rain at 11 °C, in the provider's response shape.
 */
export async function startFakeWeather(): Promise<{ url: string; stop: () => Promise<void> }> {
  const forecast = {
    current: {
      temperature_2m: 11.4,
      apparent_temperature: 9.8,
      relative_humidity_2m: 81,
      pressure_msl: 1008.2,
      wind_speed_10m: 14.4,
      wind_direction_10m: 230,
      weather_code: 61,
      is_day: 1,
    },
    daily: { temperature_2m_max: [13.2], temperature_2m_min: [7.1] },
  };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(forecast));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/forecast`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
