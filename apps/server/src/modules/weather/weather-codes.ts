/**
 * WMO weather interpretation codes (the `weather_code` of Open-Meteo, WMO code table 4677 as
 * documented at open-meteo.com/en/docs) mapped to a short description and an icon family in the
 * two-digit style of common weather icon sets ('01' clear ... '50' mist); 'd' or 'n' is added for day or night.
 */
const CODES: Record<number, [string, string]> = {
  0: ['clear sky', '01'],
  1: ['mainly clear', '02'],
  2: ['partly cloudy', '03'],
  3: ['overcast', '04'],
  45: ['fog', '50'],
  48: ['depositing rime fog', '50'],
  51: ['light drizzle', '09'],
  53: ['moderate drizzle', '09'],
  55: ['dense drizzle', '09'],
  56: ['light freezing drizzle', '09'],
  57: ['dense freezing drizzle', '09'],
  61: ['slight rain', '10'],
  63: ['moderate rain', '10'],
  65: ['heavy rain', '10'],
  66: ['light freezing rain', '13'],
  67: ['heavy freezing rain', '13'],
  71: ['slight snow fall', '13'],
  73: ['moderate snow fall', '13'],
  75: ['heavy snow fall', '13'],
  77: ['snow grains', '13'],
  80: ['slight rain showers', '09'],
  81: ['moderate rain showers', '09'],
  82: ['violent rain showers', '09'],
  85: ['slight snow showers', '13'],
  86: ['heavy snow showers', '13'],
  95: ['thunderstorm', '11'],
  96: ['thunderstorm with slight hail', '11'],
  99: ['thunderstorm with heavy hail', '11'],
};

export function describeWeatherCode(code: number, isDay: boolean): { description: string; icon: string } {
  const [description, family] = CODES[code] ?? ['unknown conditions', '03'];
  return { description, icon: `${family}${isDay ? 'd' : 'n'}` };
}
