import type { ServiceStatus } from '@electrobench/contracts/service-status';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { loginPathFor } from '../../lib/safe-next';
import { QueryState } from '../../ui/query-state';
import { StatusDot } from '../../ui/status-dot';
import { formatDateTime } from '../../lib/dates';
import { useServiceHealth } from './api';
import { AvailabilitySelector } from './availability-selector';
import './availability.css';

const SERVICE_LABELS: Record<ServiceStatus['name'], string> = {
  api: 'API',
  database: 'Database',
  realtime: 'Realtime notifications',
  mail: 'E-mail',
  weather: 'Weather provider',
};

function checkedAt(iso: string): string {
  return formatDateTime(iso) || iso;
}

/** Public: the service's health (refreshed every 15 s while visible) and, signed in, your status. */
export function StatusPage() {
  const health = useServiceHealth();
  const { status } = useAuth();
  return (
    <div className="page page-narrow status-page stack">
      <h1>Status</h1>
      <section className="card" aria-labelledby="service-health">
        <h2 id="service-health">Service health</h2>
        <QueryState query={health} noun="service status">
          {(data) => (
            <>
              <p className="status-overall" data-status={data.status}>
                <StatusDot status={data.status} />
                {data.status === 'up' ? 'All systems working' : 'Some services are degraded'}
              </p>
              <ul className="service-list" aria-label="Services">
                {data.services.map((service) => (
                  <li key={service.name} className="service-row">
                    <span className="service-name">{SERVICE_LABELS[service.name]}</span>
                    <span className="service-state" data-status={service.status}>
                      <StatusDot status={service.status} />
                      {service.status === 'up' ? 'Up' : 'Degraded'}
                    </span>
                    <span className="muted service-message">{service.message}</span>
                  </li>
                ))}
              </ul>
              <p className="muted status-checked" aria-live="off">
                Checked at {checkedAt(data.checked_at)}; refreshed every 15 seconds.
                {health.isRefetchError ? ' The last refresh failed; showing the previous answer.' : ''}
              </p>
            </>
          )}
        </QueryState>
      </section>
      <section className="card" aria-labelledby="your-status">
        <h2 id="your-status">Your availability</h2>
        {status === 'authenticated' ? (
          <AvailabilitySelector />
        ) : (
          <p className="muted">
            <Link to={loginPathFor({ pathname: '/status', search: '', hash: '' })}>Log in</Link> to set
            whether you are available, busy or away.
          </p>
        )}
      </section>
    </div>
  );
}
