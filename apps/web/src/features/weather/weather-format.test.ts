import type { Weather } from '@electrobench/contracts/weather';
import { describe, expect, it } from 'vitest';
import { geolocationErrorText, GEO_OPTIONS } from './geolocation';
import { checkWeather } from './weather-api';
import { formatTemperature, formatWindSpeed, weatherIcon, windDirection } from './weather-format';
import { panelTitle } from './weather-panel';
import { summaryText } from './weather-widget';

const weather: Weather = {
  icon_code: '10n',
  description: 'slight rain',
  temperature: 12.5,
  feels_like: 10,
  temp_max: 14,
  temp_min: 8,
  humidity: 80,
  pressure: 1013,
  wind_speed: 4.27,
  wind_deg: 250,
  location: null,
};

describe('weather formatting', () => {
  it('rounds °C to whole degrees and wind to one decimal in m/s', () => {
    expect(formatTemperature(12.5)).toBe('13°C');
    expect(formatTemperature(-0.4)).toBe('0°C');
    expect(formatWindSpeed(4.27)).toBe('4.3 m/s');
  });

  it('names the compass direction of the wind', () => {
    expect(windDirection(0)).toBe('N');
    expect(windDirection(250)).toBe('W');
    expect(windDirection(225)).toBe('SW');
    expect(windDirection(359)).toBe('N');
  });

  it('picks day and night icons by the code suffix', () => {
    expect(weatherIcon('01d')).toBe('sun');
    expect(weatherIcon('01n')).toBe('moon');
    expect(weatherIcon('10n')).toBe('rain');
    expect(weatherIcon('99x')).toBe('cloud');
  });

  it('shows the temperature, Err or N/A in the navbar', () => {
    expect(summaryText({ status: 'ready', weather })).toEqual({ text: '13°C', icon: 'rain' });
    expect(summaryText({ status: 'error' }).text).toBe('Err');
    expect(summaryText({ status: 'ready', weather: { ...weather, temperature: Number.NaN } }).text).toBe(
      'N/A',
    );
  });

  it('titles the panel by place, falling back to Current Location', () => {
    expect(panelTitle({ status: 'ready', weather: { ...weather, location: 'Paris' } })).toBe(
      'Weather - Paris',
    );
    expect(panelTitle({ status: 'ready', weather })).toBe('Weather - Current Location');
    expect(panelTitle({ status: 'loading' })).toBe('Weather - Current Location');
  });

  it('rejects answers without a description', () => {
    expect(() => checkWeather({ temperature: 3 })).toThrow('Invalid weather data structure.');
    expect(() => checkWeather(null)).toThrow('Invalid weather data structure.');
    expect(checkWeather(weather)).toBe(weather);
  });
});

describe('geolocation', () => {
  it('asks for a low-accuracy position, 10 s timeout, up to 10 minutes old', () => {
    expect(GEO_OPTIONS).toEqual({ timeout: 10_000, maximumAge: 600_000, enableHighAccuracy: false });
  });

  it('uses the spec texts per error code', () => {
    expect(geolocationErrorText(1)).toBe('Location access denied.');
    expect(geolocationErrorText(2)).toBe('Location unavailable.');
    expect(geolocationErrorText(3)).toBe('Location request timed out.');
    expect(geolocationErrorText(undefined)).toBe('Could not get location. Using default.');
  });
});
