import type { User } from '@electrobench/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth/auth-context';
import { setAvailability } from '../../lib/availability';
import { makeUser } from '../../test/fixtures';
import { NotificationSettingsPage } from './notification-settings-page';

function Harness() {
  const [user, setUser] = useState<User>(makeUser());
  const auth = { status: 'authenticated', user, isAdmin: false, setUser } as unknown as AuthValue;
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <NotificationSettingsPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationSettingsPage', () => {
  it('saves one preference as form data and shows it saved', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, makeUser({ notify_sound_dm: false })));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<Harness />);
    const dm = screen.getByRole('switch', { name: 'Direct message sound' });
    await user.click(dm);
    await screen.findByText('Direct message sound turned off. Saved.');
    expect((dm as HTMLInputElement).checked).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/users/me/notification-preferences');
    expect(init.method).toBe('PATCH');
    expect(String(init.body)).toBe('notify_sound_dm=false');
  });

  it('shows the server’s error and keeps the saved value', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(422, { detail: 'Must be true or false.' })));
    const user = userEvent.setup();
    render(<Harness />);
    const mail = screen.getByRole('switch', { name: 'E-mail notifications' });
    await user.click(mail);
    expect((await screen.findByRole('alert')).textContent).toContain('Must be true or false.');
    expect((mail as HTMLInputElement).checked).toBe(true);
  });

  it('plays a test sound, says so when the browser refuses, and warns while busy', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValueOnce(undefined);
    play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'));
    setAvailability('busy');
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByText(/Your status is busy, so every sound is muted/);
    const [general] = screen.getAllByRole('button', { name: 'Test sound' });
    await user.click(general!);
    await screen.findByText('Played the notification sound.');
    await user.click(general!);
    await screen.findByText(/Your browser did not play the sound/);
  });
});
