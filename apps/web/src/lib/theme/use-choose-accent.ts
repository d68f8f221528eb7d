import type { Accent } from '@electrobench/contracts/theme';
import { useCallback } from 'react';
import { toast } from '../../ui/toast/toast';
import { apiRequest } from '../api-client';
import { errorMessage } from '../api-error';
import { useAuth } from '../auth/use-auth';
import { setThemeAccent } from './theme-store';

/**
 * Applies an accent at once and, for a signed-in user, saves it to the profile (PATCH /users/me as
 * form data) and then reloads the profile so every tab and the next login agree.
 */
export function useChooseAccent(): (accent: Accent) => Promise<void> {
  const { user, refreshUser } = useAuth();
  const signedIn = user !== null;
  return useCallback(
    async (accent: Accent) => {
      setThemeAccent(accent);
      if (!signedIn) return;
      const form = new FormData();
      form.set('accent', accent);
      try {
        await apiRequest('/users/me', { method: 'PATCH', body: form });
        await refreshUser();
      } catch (error) {
        toast({ variant: 'danger', title: 'Accent not saved', message: errorMessage(error) });
      }
    },
    [signedIn, refreshUser],
  );
}
