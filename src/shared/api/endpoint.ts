import type { z } from 'zod';
import type { Area } from './areas.js';

/**
 * One API endpoint, described once: the server registers its route from it (server/lib/route.ts),
 * the web app calls it through `call()` (web/lib/call.ts) and the OpenAPI document is built from
 * the same schemas. Paths and envelopes are the legacy API's, unchanged.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AnySchema = z.ZodType;
type ObjectSchema = z.ZodObject;

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify style: `/api/department/getSingleDep/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly Area[];
  /**
   * For a GET: every area its answer is read from, when the answer depends on nothing else but
   * who asks, the day and the URL. The server then answers with an ETag, and with 304 Not
   * Modified while none of these areas has changed (server/lib/etags.ts). Leave it out when in
   * doubt: an area left off would let a changed answer pass for unchanged.
   */
  reads?: readonly Area[];
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** For a multipart endpoint: the fields once read (files by name), for the document only. */
  body?: AnySchema;
  /** `multipart/form-data` (JSON is accepted as well); the handler reads and checks the form. */
  multipart?: boolean;
  /** Each status the endpoint answers with a body of its own; errors share one envelope. */
  responses: Partial<Record<200 | 201, AnySchema>> & Partial<Record<number, AnySchema>>;
}

/** Keeps the literal types of a description (its path, method and schemas). */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type Infer<S, Mode extends 'in' | 'out'> = S extends AnySchema ? (Mode extends 'in' ? z.input<S> : z.output<S>) : never;
type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201>;

/** What a successful call answers (the 200 or 201 body). */
export type ResponseOf<E extends EndpointSpec> = Infer<E['responses'][SuccessStatus<E>], 'out'>;
/** What the server's handler returns (before the response schema shapes it). */
export type HandlerResultOf<E extends EndpointSpec> = Infer<E['responses'][SuccessStatus<E>], 'in'>;

type ParamsInput<E extends EndpointSpec> = E['params'] extends ObjectSchema
  ? { params: z.input<E['params']> }
  : { params?: never };
type QueryInput<E extends EndpointSpec> = E['query'] extends ObjectSchema
  ? { query?: z.input<E['query']> }
  : { query?: never };
type BodyInput<E extends EndpointSpec> = E['multipart'] extends true
  ? { body: FormData }
  : E['body'] extends AnySchema
    ? { body: z.input<E['body']> }
    : { body?: never };

/** What a caller passes: path parameters, query and body, each only where the endpoint has them. */
export type InputOf<E extends EndpointSpec> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** True when an endpoint needs no input at all (`call(endpoint)`). */
export type NeedsNoInput<E extends EndpointSpec> = E['params'] extends ObjectSchema
  ? false
  : E['body'] extends AnySchema
    ? false
    : E['multipart'] extends true
      ? false
      : true;

/** The path with its `:name` parts filled in (each encoded). */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address an endpoint is called at: its path with `params` filled in, and `query` as a query string. */
export function requestPathOf(path: string, input: { params?: object; query?: object } = {}): string {
  return pathOf(path, input.params as Record<string, unknown>) + queryStringOf(input.query as Record<string, unknown>);
}

/** `?a=1&b=x` for the set parameters (empty strings, null and undefined left out), or ''. */
export function queryStringOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
