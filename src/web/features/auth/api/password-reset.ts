import { useMutation } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/schemas/auth.js';
import { call } from '#web/lib/call.js';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: ForgotPasswordInput) => call(authApi.forgotPassword, { body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => call(authApi.resetPassword, { body }) });
}
