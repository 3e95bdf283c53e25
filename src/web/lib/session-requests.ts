import { authApi } from '#shared/api/auth.js';
import type { LoginInput, SessionUser } from '#shared/schemas/auth.js';
import { ApiError, apiRequest } from './api-client.js';
import { clearStoredSession, storeSession, updateStoredUser } from './storage.js';

/*
 * The session's requests in plain `fetch`, without the query client: the login screen's small
 * first entry (app/login-entry.tsx) uses them as well as the app (lib/session.tsx).
 */

/**
 * Asks the server who is signed in. The httpOnly cookie may carry a session even when this tab's
 * storage is empty (a new tab), so the call is always made; a 401 simply means "signed out".
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest<{ user: SessionUser }>(authApi.verify.path);
    updateStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      return null;
    }
    throw error;
  }
}

let early: Promise<SessionUser | null> | undefined;

/**
 * Starts the session check the moment the page's first script runs, before the app's code has
 * arrived; the session query's first fetch takes this answer (`takeSessionCheck`). Returns it.
 */
export function startSessionCheck(): Promise<SessionUser | null> {
  if (!early) {
    early = fetchSessionUser();
    // Whoever takes it handles a failure; one nobody takes must not be reported as unhandled.
    early.catch(() => undefined);
  }
  return early;
}

/** The early check once (then it is gone), or a new one. */
export function takeSessionCheck(): Promise<SessionUser | null> {
  const answer = early ?? fetchSessionUser();
  early = undefined;
  return answer;
}

/** Drops an early answer that a sign-in has made out of date. */
export function forgetSessionCheck() {
  early = undefined;
}

/** Signs in and stores the token as 'Remember me' asks; resolves with the user. */
export async function signInRequest(input: LoginInput): Promise<SessionUser> {
  const result = await apiRequest<{ token: string; user: SessionUser }>(authApi.login.path, {
    method: authApi.login.method,
    body: input,
  });
  storeSession(result.token, result.user, input.remember ?? false);
  return result.user;
}
