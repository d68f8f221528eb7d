import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeatherWidget } from './weather-widget';

const answer = {
  icon_code: '01d',
  description: 'clear sky',
  temperature: 21.6,
  feels_like: 20.9,
  temp_max: 24.2,
  temp_min: 15.1,
  humidity: 40,
  pressure: 1021.3,
  wind_speed: 3.04,
  wind_deg: 90,
  location: 'Paris',
};

function respond(body: unknown, status = 200) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WeatherWidget', () => {
  it('shows the rounded temperature, then the panel with the details after a click', async () => {
    vi.stubGlobal('fetch', respond(answer));
    const denied = {
      getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }),
    };
    vi.stubGlobal('navigator', { ...navigator, geolocation: denied });
    render(<WeatherWidget />);
    const button = await screen.findByRole('button', { name: /Weather 22°C, clear sky/ });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Weather - Paris' })).toBeTruthy();
    expect(screen.getByText('Location access denied.')).toBeTruthy();
    for (const text of ['24°C', '15°C', '40%', '1021 hPa', '3.0 m/s', 'E (90°)']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('reads Err when the server fails and explains it in the panel', async () => {
    vi.stubGlobal('fetch', respond({ detail: 'Weather provider unavailable' }, 502));
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    render(<WeatherWidget />);
    await waitFor(() => expect(screen.getByText('Err')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /Weather unavailable/ }));
    expect(await screen.findByText('Failed to load weather')).toBeTruthy();
    expect(screen.getByText('Weather provider unavailable')).toBeTruthy();
  });
});
