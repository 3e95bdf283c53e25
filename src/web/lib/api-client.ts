import { MSG } from '#shared/messages.js';
import { forgetAnswer, keepAnswer, keptAnswer, keptSince } from './kept-answers.js';
import { readToken } from './storage.js';

export interface FieldError {
  field: string;
  message: string;
}

/** Status used for requests that never reached the server. */
export const NETWORK_ERROR = 0;

/** A failed API call: the HTTP status, the server's message and any per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** The error's whole body, for what a screen shows besides the message (a list of changes). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message for one form field, from `errors[]` or the single `field` the server named. */
  messageFor(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message when it gave one, else the screen's own wording. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob': the answer is a file (a CSV), not JSON; refusals are JSON as ever. */
  as?: 'blob';
  /**
   * A GET whose answer is kept with its ETag (lib/kept-answers.ts): the next GET of the address
   * asks whether it changed and takes the kept answer on 304 Not Modified. `area`: its query
   * area, when known (call.ts `keyOf`); an answer of no known area goes with a change to any.
   */
  revalidate?: { area?: string };
}

interface ErrorBody {
  message?: unknown;
  error?: unknown;
  field?: unknown;
  errors?: unknown;
}

function fieldErrorsOf(body: ErrorBody, message: string): FieldError[] {
  const list = Array.isArray(body.errors)
    ? body.errors.filter(
        (item): item is FieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as FieldError).field === 'string' &&
          typeof (item as FieldError).message === 'string',
      )
    : [];
  if (typeof body.field === 'string') list.push({ field: body.field, message });
  return list;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The one way the web app calls the API. The session travels in the httpOnly cookie and, as
 * the spec's clients do, as a bearer token from storage (local first, then session).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('authorization', `Bearer ${token}`);

  // Each submission carries its own key: a request repeated by the network or a proxy creates
  // nothing twice (the server keeps the first answer for the key).
  if (options.method === 'POST') headers.set('idempotency-key', newIdempotencyKey());
  const revalidating = options.revalidate !== undefined && (options.method ?? 'GET') === 'GET' && !options.as;
  const kept = revalidating ? keptAnswer(path) : undefined;
  const since = keptSince();
  if (kept) headers.set('if-none-match', kept.etag);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 'Could not reach the server. Check your connection and try again.');
  }

  if (options.as === 'blob' && response.ok) return (await response.blob()) as T;
  if (kept && response.status === 304) return kept.answer as T;
  const data = await readBody(response);
  if (revalidating) {
    const etag = response.headers.get('etag');
    if (response.ok && etag && data !== undefined)
      keepAnswer(path, { etag, answer: data, area: options.revalidate?.area }, since);
    else forgetAnswer(path);
  }
  if (!response.ok) {
    const errorBody = (data ?? {}) as ErrorBody;
    const message =
      typeof errorBody.message === 'string'
        ? errorBody.message
        : typeof errorBody.error === 'string'
          ? errorBody.error
          : MSG.unexpected;
    throw new ApiError(
      response.status,
      message,
      fieldErrorsOf(errorBody, message),
      errorBody as Record<string, unknown>,
    );
  }
  return data as T;
}
