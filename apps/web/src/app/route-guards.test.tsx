import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthStatus, type AuthValue } from '../lib/auth/auth-context';
import { makeUser } from '../test/fixtures';
import { RequireAdmin, RequireAuth } from './route-guards';

function authValue(status: AuthStatus, isAdmin = false): AuthValue {
  const user = status === 'authenticated' ? makeUser({ is_superuser: isAdmin }) : null;
  const fail = () => Promise.reject(new Error('not used'));
  return {
    status,
    user,
    isAdmin,
    login: fail,
    logout: fail,
    endSession: () => undefined,
    refreshUser: fail,
    setUser: () => undefined,
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page, search={location.search}</p>;
}

function renderAt(path: string, value: AuthValue) {
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route element={<RequireAuth />}>
            <Route path="/reminders" element={<h1>Reminders</h1>} />
          </Route>
          <Route element={<RequireAdmin />}>
            <Route path="/admin/tickets" element={<h1>Support Tickets</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('member routes', () => {
  it('show a spinner while the session is checked', () => {
    renderAt('/reminders', authValue('loading'));
    expect(screen.getByRole('status').textContent).toBe('Checking authentication...');
  });

  it('send guests to login and remember where they were going', () => {
    renderAt('/reminders?show=all', authValue('unauthenticated'));
    expect(screen.getByText('login page, search=?next=%2Freminders%3Fshow%3Dall')).toBeTruthy();
  });

  it('show the page to members', () => {
    renderAt('/reminders', authValue('authenticated'));
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeTruthy();
  });
});

describe('admin routes', () => {
  it('show their own spinner text while checking', () => {
    renderAt('/admin/tickets', authValue('loading'));
    expect(screen.getByRole('status').textContent).toBe('Verifying access...');
  });

  it('send guests to login', () => {
    renderAt('/admin/tickets', authValue('unauthenticated'));
    expect(screen.getByText('login page, search=?next=%2Fadmin%2Ftickets')).toBeTruthy();
  });

  it('deny members who are not admins', () => {
    renderAt('/admin/tickets', authValue('authenticated'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Access DeniedYou do not have the necessary permissions to access this page.',
    );
    expect(screen.queryByRole('heading', { name: 'Support Tickets' })).toBeNull();
  });

  it('let admins in', () => {
    renderAt('/admin/tickets', authValue('authenticated', true));
    expect(screen.getByRole('heading', { name: 'Support Tickets' })).toBeTruthy();
  });
});
