import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '@electrobench/contracts/availability-status';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useAvailability } from '../../lib/availability';
import { AVAILABILITY_LABELS, chooseAvailability } from '../../lib/availability-sync';
import { Alert } from '../../ui/alert';
import { StatusDot } from '../../ui/status-dot';

const HINTS: Record<AvailabilityStatus, string> = {
  available: 'Notification sounds play by your settings.',
  busy: 'Every notification sound is muted; notifications still arrive.',
  away: 'Others see that you may answer later.',
};

/** Radio buttons for the member's status; saved to the account, shown to others in messages. */
export function AvailabilitySelector() {
  const current = useAvailability();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const choose = (status: AvailabilityStatus) => {
    setError(null);
    setSaved(false);
    chooseAvailability(status).then(
      () => setSaved(true),
      (e: unknown) => setError(errorMessage(e)),
    );
  };
  return (
    <fieldset className="availability-selector">
      <legend>Your status</legend>
      {AVAILABILITY_STATUSES.map((status) => (
        <label key={status} className="availability-option">
          <input
            type="radio"
            name="availability"
            value={status}
            checked={current === status}
            onChange={() => choose(status)}
          />
          <StatusDot status={status} />
          <span>
            <strong>{AVAILABILITY_LABELS[status]}</strong>
            <span className="muted availability-hint">{HINTS[status]}</span>
          </span>
        </label>
      ))}
      <p role="status" className="muted availability-saved">
        {saved ? 'Status saved.' : ''}
      </p>
      {error ? <Alert variant="danger">Your status was not saved: {error}</Alert> : null}
    </fieldset>
  );
}
