import {
  WEATHER_CACHE_MS,
  weatherQuerySchema,
  weatherSchema,
  type Weather,
} from '@electrobench/contracts/weather';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FieldError } from '../../lib/http-errors';
import { ttlCache } from '../../lib/ttl-cache';
import { fetchCurrentWeather } from './weather-client';

// Two decimals is about 1 km: nearby visitors share one provider call.
const roundKey = (lat: number, lon: number) => `${lat.toFixed(2)},${lon.toFixed(2)}`;
const MAX_CACHE_ENTRIES = 1000;

export async function weatherRoutes(app: FastifyInstance) {
  const { config, clock } = app.ctx;
  const cache = ttlCache<Weather>(WEATHER_CACHE_MS, clock, { maxEntries: MAX_CACHE_ENTRIES });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/weather/current',
    {
      config: { access: 'public' },
      schema: { tags: ['weather'], querystring: weatherQuerySchema, response: { 200: weatherSchema } },
    },
    async (request) => {
      const { lat, lon } = request.query;
      if ((lat === undefined) !== (lon === undefined)) {
        throw new FieldError(
          ['query', lat === undefined ? 'lat' : 'lon'],
          'lat and lon must be given together',
        );
      }
      const useDefault = lat === undefined || lon === undefined;
      const place = useDefault
        ? { lat: config.weather.defaultLat, lon: config.weather.defaultLon, name: config.weather.defaultName }
        : { lat: Number(lat.toFixed(2)), lon: Number(lon.toFixed(2)), name: null };
      return cache.get(roundKey(place.lat, place.lon), () =>
        fetchCurrentWeather(config.weather.apiUrl, place.lat, place.lon, place.name),
      );
    },
  );
}
