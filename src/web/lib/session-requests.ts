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
 * storage is empty (a new tab), so the call is always made; a null user means "signed out" (an
 * answer of 200, which the browser's console does not report as a failed request).
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const { user } = await apiRequest<{ user: SessionUser | null }>(authApi.session.path);
  if (user) updateStoredUser(user);
  else clearStoredSession();
  return user;
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
  const result = await apiRequest<
    { success: true; token: string; user: SessionUser } | { success: false; message: string }
  >(authApi.signIn.path, { method: authApi.signIn.method, body: input });
  // A wrong email or password answers 200 (nothing in the console); the screen reads it as the 401 it is.
  if (!result.success) throw new ApiError(401, result.message);
  storeSession(result.token, result.user, input.remember ?? false);
  return result.user;
}
