import type { Weather } from '@electrobench/contracts/weather';
import { apiRequest } from '../../lib/api-client';

export const INVALID_WEATHER = 'Invalid weather data structure.';
export const WEATHER_FETCH_FALLBACK = 'Failed to fetch weather';

export interface Coords {
  lat: number;
  lon: number;
}

/** SPEC section 5: an answer is usable only if it is an object with a description. */
export function checkWeather(body: unknown): Weather {
  if (typeof body !== 'object' || body === null || !('description' in body)) throw new Error(INVALID_WEATHER);
  return body as Weather;
}

/** Current weather at `coords`, or at the server's default place without them. */
export async function fetchWeather(coords: Coords | null): Promise<Weather> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/weather/current', {
      query: coords ? { lat: coords.lat, lon: coords.lon } : {},
    });
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : WEATHER_FETCH_FALLBACK);
  }
  return checkWeather(body);
}
