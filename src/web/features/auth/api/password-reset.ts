import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

interface MessageResponse {
  success: boolean;
  message: string;
}

export function requestPasswordReset(input: { email: string }) {
  return api.post<MessageResponse>('/api/user/forgot-password', input);
}

export function resetPassword(input: { token: string; password: string }) {
  return api.post<MessageResponse>('/api/user/reset-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
