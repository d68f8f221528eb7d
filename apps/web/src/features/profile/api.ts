import type { PublicProfile, User } from '@electrobench/contracts/users';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';

interface DetailResponse {
  detail: string;
}

/** PATCH /users/me takes form data (a file needs multipart); the answer is the updated user. */
export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest<User>('/users/me', { method: 'PATCH', body: form }),
    onSuccess: setUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      apiRequest<DetailResponse>('/users/me/change-password', { method: 'POST', body: input }),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: { new_email: string; current_password: string }) =>
      apiRequest<DetailResponse>('/users/me/request-change-email', { method: 'POST', body: input }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<DetailResponse>('/users/me/delete', { method: 'POST', body: { password } }),
  });
}

export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: ['users', 'profile', username.toLowerCase()],
    queryFn: () => apiRequest<PublicProfile>(`/users/profile/${encodeURIComponent(username)}`),
  });
}
