import { useMutation } from '@tanstack/react-query';
import { authApi } from '#shared/api/auth.js';
import type { SignupInput } from '#shared/schemas/auth.js';
import { call } from '#web/lib/call.js';

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupInput) => call(authApi.signup, { body }) });
}
