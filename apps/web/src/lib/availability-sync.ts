import type { Availability } from '@electrobench/contracts/availability';
import {
  AVAILABILITY_STATUSES,
  REALTIME_AVAILABILITY_CHANGED,
  type AvailabilityStatus,
} from '@electrobench/contracts/availability-status';
import { apiRequest } from './api-client';
import { readAvailability, setAvailability } from './availability';
import { onRealtimeEvent, SOCKET_REOPENED } from './realtime-events';

export function isAvailabilityStatus(value: unknown): value is AvailabilityStatus {
  return typeof value === 'string' && (AVAILABILITY_STATUSES as readonly string[]).includes(value);
}

/** The member's stored status replaces this browser's copy (the dot and the sound rule read it). */
export async function loadServerAvailability(): Promise<AvailabilityStatus> {
  const answer = await apiRequest<Availability>('/users/me/availability');
  setAvailability(answer.status);
  return answer.status;
}

/**
 * Shows the new status at once and saves it; if the server refuses, the previous status comes back
 * and the error is rethrown for the caller to show.
 */
export async function chooseAvailability(status: AvailabilityStatus): Promise<void> {
  const previous = readAvailability();
  setAvailability(status);
  try {
    const answer = await apiRequest<Availability>('/users/me/availability', {
      method: 'PUT',
      body: { status },
    });
    setAvailability(answer.status);
  } catch (error) {
    setAvailability(previous);
    throw error;
  }
}

/**
 * Keeps this tab's status in step with the server while signed in: loaded once, then changed by the
 * socket's availability event (sent to all of the member's tabs and devices) and reloaded whenever
 * the socket reconnects, since an event may have been missed while it was down.
 */
export function startAvailabilitySync(onError: (error: unknown) => void = () => undefined): () => void {
  const reload = () => void loadServerAvailability().catch(onError);
  reload();
  const offChanged = onRealtimeEvent(REALTIME_AVAILABILITY_CHANGED, (event) => {
    if (isAvailabilityStatus(event.status)) setAvailability(event.status);
  });
  const offOpened = onRealtimeEvent(SOCKET_REOPENED, reload);
  return () => {
    offChanged();
    offOpened();
  };
}

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  busy: 'Busy (sounds muted)',
  away: 'Away',
};
