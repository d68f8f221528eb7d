import type { User } from '@electrobench/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';

export type PreferenceKey = 'notify_email' | 'notify_sound_general' | 'notify_sound_dm';

/** PATCH /users/me/notification-preferences as form data (SPEC section 7); answers the user. */
export function useSavePreference() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: ({ key, value }: { key: PreferenceKey; value: boolean }) => {
      const form = new URLSearchParams();
      form.set(key, String(value));
      return apiRequest<User>('/users/me/notification-preferences', { method: 'PATCH', body: form });
    },
    onSuccess: setUser,
  });
}
