import type { SignupInput } from '@electrobench/contracts/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

interface DetailResponse {
  detail: string;
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiRequest<DetailResponse>('/auth/signup', { method: 'POST', body: input }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>('/auth/request-password-reset', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      apiRequest<DetailResponse>('/auth/reset-password', { method: 'POST', body: input }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<DetailResponse>('/auth/resend-verification-email', { method: 'POST', body: { email } }),
  });
}

/** Mailed links work once, so the answer is kept for the visit and never refetched. */
function useTokenLink(key: string, path: string, token: string | null) {
  return useQuery({
    queryKey: ['token-link', key, token],
    queryFn: () => apiRequest<DetailResponse>(path, { query: { token } }),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useVerifyEmail(token: string | null) {
  return useTokenLink('verify-email', '/auth/verify-email', token);
}

export function useConfirmEmailChange(token: string | null) {
  return useTokenLink('confirm-email-change', '/users/me/confirm-change-email', token);
}
