import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAvailability } from './availability';
import { chooseAvailability, startAvailabilitySync } from './availability-sync';
import { emitRealtimeEvent, SOCKET_REOPENED } from './realtime-events';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('availability sync', () => {
  it('takes the server value on start, follows the socket event and reloads after a reconnect', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'away' }));
    const stop = startAvailabilitySync();
    await vi.waitFor(() => expect(readAvailability()).toBe('away'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/users/me/availability');

    emitRealtimeEvent({ type: 'availability_status_changed', status: 'busy' });
    expect(readAvailability()).toBe('busy');
    emitRealtimeEvent({ type: 'availability_status_changed', status: 'sleeping' });
    expect(readAvailability()).toBe('busy');

    fetchMock.mockResolvedValueOnce(answer(200, { status: 'available' }));
    emitRealtimeEvent({ type: SOCKET_REOPENED });
    await vi.waitFor(() => expect(readAvailability()).toBe('available'));

    stop();
    emitRealtimeEvent({ type: 'availability_status_changed', status: 'busy' });
    expect(readAvailability()).toBe('available');
  });

  it('shows a choice at once, saves it with PUT, and puts the old one back if refused', async () => {
    localStorage.setItem(STORAGE_KEYS.availability, 'available');
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'busy' }));
    const saving = chooseAvailability('busy');
    expect(readAvailability()).toBe('busy');
    await saving;
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ status: 'busy' }));

    fetchMock.mockResolvedValueOnce(answer(500, { detail: 'Database unavailable.' }));
    await expect(chooseAvailability('away')).rejects.toThrow('Database unavailable.');
    expect(readAvailability()).toBe('busy');
  });
});
