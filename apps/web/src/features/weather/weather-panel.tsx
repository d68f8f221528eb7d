import type { Weather } from '@electrobench/contracts/weather';
import { Alert } from '../../ui/alert';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { formatTemperature, formatWindSpeed, weatherIcon, windDirection } from './weather-format';
import { WeatherIcon } from './weather-icon';
import './weather.css';

export type PanelState =
  { status: 'loading' } | { status: 'ready'; weather: Weather | null } | { status: 'error'; message: string };

interface WeatherPanelProps {
  state: PanelState;
  /** Why the browser position was not used, if it was not. */
  note: string | null;
  onClose: () => void;
}

export function panelTitle(state: PanelState): string {
  const location = state.status === 'ready' ? state.weather?.location : null;
  return `Weather - ${location || 'Current Location'}`;
}

function Details({ weather }: { weather: Weather }) {
  const rows: [string, string][] = [
    ['Feels like', formatTemperature(weather.feels_like)],
    ['High', formatTemperature(weather.temp_max)],
    ['Low', formatTemperature(weather.temp_min)],
    ['Humidity', `${Math.round(weather.humidity)}%`],
    ['Pressure', `${Math.round(weather.pressure)} hPa`],
    ['Wind speed', formatWindSpeed(weather.wind_speed)],
    ['Wind direction', `${windDirection(weather.wind_deg)} (${Math.round(weather.wind_deg)}°)`],
  ];
  return (
    <>
      <p className="weather-now">
        <WeatherIcon kind={weatherIcon(weather.icon_code)} size={32} />
        <span className="weather-temp">{formatTemperature(weather.temperature)}</span>
        <span className="weather-description">{weather.description}</span>
      </p>
      <dl className="weather-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function WeatherPanel({ state, note, onClose }: WeatherPanelProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={panelTitle(state)}>
      {note ? <p className="muted weather-note">{note}</p> : null}
      {state.status === 'loading' ? <Spinner label="Fetching weather data..." /> : null}
      {state.status === 'error' ? (
        <Alert variant="danger" title="Failed to load weather">
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'ready' && !state.weather ? (
        <p className="muted">Weather data is unavailable.</p>
      ) : null}
      {state.status === 'ready' && state.weather ? <Details weather={state.weather} /> : null}
    </Modal>
  );
}
