import type { Weather } from '@electrobench/contracts/weather';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { describeWeatherCode } from './weather-codes';

const PROVIDER_TIMEOUT_MS = 8000;

// The part of an Open-Meteo forecast answer that is read.
const forecastSchema = z.object({
  current: z.object({
    temperature_2m: z.number(),
    apparent_temperature: z.number(),
    relative_humidity_2m: z.number(),
    pressure_msl: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    weather_code: z.number(),
    is_day: z.number(),
  }),
  daily: z.object({
    temperature_2m_max: z.array(z.number()).min(1),
    temperature_2m_min: z.array(z.number()).min(1),
  }),
});

export const PROVIDER_FAILED = 'Weather provider unavailable';

/** One request to an Open-Meteo style forecast API at `baseUrl`; any failure becomes a 502. */
export async function fetchCurrentWeather(
  baseUrl: string,
  lat: number,
  lon: number,
  location: string | null,
): Promise<Weather> {
  const url = new URL(baseUrl);
  url.searchParams.set('latitude', String(lat));
  url.searchParams.set('longitude', String(lon));
  url.searchParams.set(
    'current',
    'temperature_2m,apparent_temperature,relative_humidity_2m,pressure_msl,wind_speed_10m,wind_direction_10m,weather_code,is_day',
  );
  url.searchParams.set('daily', 'temperature_2m_max,temperature_2m_min');
  url.searchParams.set('wind_speed_unit', 'ms');
  url.searchParams.set('timezone', 'auto');
  url.searchParams.set('forecast_days', '1');
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    body = await response.json();
  } catch {
    throw new HttpError(502, PROVIDER_FAILED);
  }
  const parsed = forecastSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(502, PROVIDER_FAILED);
  const { current, daily } = parsed.data;
  const { description, icon } = describeWeatherCode(current.weather_code, current.is_day === 1);
  return {
    icon_code: icon,
    description,
    temperature: current.temperature_2m,
    feels_like: current.apparent_temperature,
    temp_max: daily.temperature_2m_max[0] ?? current.temperature_2m,
    temp_min: daily.temperature_2m_min[0] ?? current.temperature_2m,
    humidity: current.relative_humidity_2m,
    pressure: current.pressure_msl,
    wind_speed: current.wind_speed_10m,
    wind_deg: current.wind_direction_10m,
    location,
  };
}
