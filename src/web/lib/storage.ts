import { STORAGE_KEYS } from '#shared/constants.js';
import type { SessionUser } from '#shared/schemas/auth.js';
import { forgetKeptAnswers } from './kept-answers.js';

/**
 * The token and user, kept in localStorage when 'Remember me' is checked and in
 * sessionStorage otherwise. Storage can throw (disabled or full); the app then works on the
 * httpOnly session cookie alone.
 */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Ignored: the session cookie still carries the session.
  }
}

function remove(storage: () => Storage, key: string) {
  try {
    storage().removeItem(key);
  } catch {
    // Ignored: nothing to clear.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The stored token: persistent storage first, then the tab's session storage. */
export function readToken(): string | null {
  return read(local, STORAGE_KEYS.token) ?? read(session, STORAGE_KEYS.token);
}

/**
 * The user stored with the token at sign-in (kept in step with the server by each session check),
 * or null. A hint only, for work that may start before the server has answered; the server decides.
 */
export function readStoredUser(): SessionUser | null {
  const text = read(local, STORAGE_KEYS.user) ?? read(session, STORAGE_KEYS.user);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<SessionUser> | null;
    return user && typeof user._id === 'string' && typeof user.role === 'string' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function hasRememberedToken(): boolean {
  return read(local, STORAGE_KEYS.token) !== null;
}

export function storeSession(token: string, user: SessionUser, remember: boolean) {
  clearStoredSession();
  const target = remember ? local : session;
  write(target, STORAGE_KEYS.token, token);
  write(target, STORAGE_KEYS.user, JSON.stringify(user));
}

/** Keeps the stored user in step with the server's, in whichever storage holds the token. */
export function updateStoredUser(user: SessionUser) {
  const target = read(local, STORAGE_KEYS.token) !== null ? local : session;
  if (read(target, STORAGE_KEYS.token) !== null) write(target, STORAGE_KEYS.user, JSON.stringify(user));
}

/** Forgets the session, and with it every answer kept in memory for its reads (lib/kept-answers.ts). */
export function clearStoredSession() {
  forgetKeptAnswers();
  for (const storage of [local, session]) {
    remove(storage, STORAGE_KEYS.token);
    remove(storage, STORAGE_KEYS.user);
  }
}

/** A non-secret preference kept across visits (the colour theme). */
export const preferences = {
  get: (key: string) => read(local, key),
  set: (key: string, value: string) => write(local, key, value),
};
