import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SignupInput } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client.js';

export function signup(input: SignupInput) {
  return api.post<{ success: true; user: SessionUser }>('/api/user/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
