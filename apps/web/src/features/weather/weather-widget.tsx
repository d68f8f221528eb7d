import type { Weather } from '@electrobench/contracts/weather';
import { lazy, Suspense, useEffect, useState } from 'react';
import { requestPosition } from './geolocation';
import { fetchWeather } from './weather-api';
import { formatTemperature, weatherIcon, type IconKind } from './weather-format';
import { WeatherIcon } from './weather-icon';
import type { PanelState } from './weather-panel';
import './weather.css';

const WeatherPanel = lazy(() => import('./weather-panel').then((m) => ({ default: m.WeatherPanel })));

type Summary = { status: 'loading' } | { status: 'error' } | { status: 'ready'; weather: Weather };

/** What the navbar button reads: a spinner text, 'Err', 'N/A' or the temperature with its icon. */
export function summaryText(summary: Summary): { text: string; icon: IconKind | null } {
  if (summary.status === 'loading') return { text: '…', icon: null };
  if (summary.status === 'error') return { text: 'Err', icon: null };
  const { temperature, icon_code } = summary.weather;
  if (!Number.isFinite(temperature)) return { text: 'N/A', icon: null };
  return { text: formatTemperature(temperature), icon: weatherIcon(icon_code) };
}

/**
 * The weather button: the default place on load; a click asks for the browser position. In the
 * bar on wider screens, in the phone Navigation drawer on narrow ones (weather.css).
 */
export function WeatherWidget({ placement = 'bar' }: { placement?: 'bar' | 'drawer' }) {
  const [summary, setSummary] = useState<Summary>({ status: 'loading' });
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchWeather(null).then(
      (weather) => live && setSummary({ status: 'ready', weather }),
      () => live && setSummary({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const openPanel = async () => {
    setPanel({ status: 'loading' });
    setNote(null);
    const position = await requestPosition();
    if (!position.coords) setNote(position.error);
    try {
      const weather = await fetchWeather(position.coords);
      setPanel({ status: 'ready', weather });
      setSummary({ status: 'ready', weather });
    } catch (error) {
      setPanel({
        status: 'error',
        message: error instanceof Error ? error.message : 'Failed to fetch weather',
      });
    }
  };

  const { text, icon } = summaryText(summary);
  const label =
    summary.status === 'loading'
      ? 'Weather loading, show details'
      : summary.status === 'ready'
        ? `Weather ${text}, ${summary.weather.description}, show details`
        : 'Weather unavailable, show details';
  return (
    <>
      <button
        type="button"
        className="icon-button weather-button"
        data-placement={placement}
        aria-label={label}
        aria-busy={summary.status === 'loading' || undefined}
        onClick={() => void openPanel()}
      >
        {icon ? <WeatherIcon kind={icon} /> : null}
        <span aria-hidden="true">{text}</span>
      </button>
      {panel ? (
        <Suspense fallback={null}>
          <WeatherPanel state={panel} note={note} onClose={() => setPanel(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
