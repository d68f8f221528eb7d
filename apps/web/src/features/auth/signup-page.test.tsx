import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../lib/auth/auth-context';
import { SignupPage } from './signup-page';

const guest: AuthValue = {
  status: 'unauthenticated',
  user: null,
  isAdmin: false,
  login: () => Promise.reject(new Error('not used')),
  logout: () => Promise.resolve(),
  endSession: () => undefined,
  refreshUser: () => Promise.resolve(),
  setUser: () => undefined,
};

// The server refuses the username; availability checks answer that nothing is known yet.
beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/auth/signup')) {
      return Promise.resolve(
        new Response(JSON.stringify({ detail: AUTH_DETAIL.usernameTaken }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return Promise.resolve(new Response('{"detail":"offline"}', { status: 503 }));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('signup page', () => {
  it('says a refused username once, beside the field, and the alert points there', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={guest}>
          <MemoryRouter initialEntries={['/signup']}>
            <SignupPage />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'new.member@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'taken_name');
    await userEvent.type(screen.getByLabelText('Password'), 'Brass-kettle-7-humming');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByText(/^Signup failed:/);
    expect(alert.textContent).toBe('Signup failed: see the field marked above.');
    expect(screen.getAllByText(AUTH_DETAIL.usernameTaken, { exact: false })).toHaveLength(1);
  });
});
