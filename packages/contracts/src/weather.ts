import { z } from './zod';

/** Current conditions for one place (SPEC section 3, Weather). Temperatures °C, wind m/s, pressure hPa. */
export const weatherSchema = z.object({
  icon_code: z.string(),
  description: z.string(),
  temperature: z.number(),
  feels_like: z.number(),
  temp_max: z.number(),
  temp_min: z.number(),
  humidity: z.number(),
  pressure: z.number(),
  wind_speed: z.number(),
  wind_deg: z.number(),
  /** A place name when the server knows one (the default location); null for raw coordinates. */
  location: z.string().nullable(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const weatherQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});

/** Cached answers are reused this long for the same rounded location. */
export const WEATHER_CACHE_MS = 10 * 60 * 1000;
