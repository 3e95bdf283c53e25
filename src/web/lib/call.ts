import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  requestPathOf,
  type EndpointSpec,
  type InputOf,
  type NeedsNoInput,
  type ResponseOf,
} from '#shared/api/endpoint.js';
import type { Area } from '#shared/api/areas.js';
import { apiRequest } from './api-client.js';
import { takeEarly } from './early-requests.js';
import { forgetKeptAnswers } from './kept-answers.js';

type CallArgs<E extends EndpointSpec> =
  NeedsNoInput<E> extends true ? [input?: InputOf<E>, signal?: AbortSignal] : [input: InputOf<E>, signal?: AbortSignal];

/**
 * Calls an endpoint described in shared/api: its path, query and body typed from the contract. A
 * GET that the page's first script already started (lib/early-requests) takes that answer; any
 * other GET asks whether the answer kept from last time changed (an ETag, lib/kept-answers) and
 * takes that one on 304 Not Modified.
 */
export function call<E extends EndpointSpec>(endpoint: E, ...[input, signal]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = requestPathOf(endpoint.path, { params, query });
  const early = endpoint.method === 'GET' ? takeEarly<ResponseOf<E>>(url) : undefined;
  if (early) return early;
  return apiRequest<ResponseOf<E>>(url, {
    method: endpoint.method,
    ...(endpoint.method === 'GET' ? { revalidate: { area: areaOf(endpoint) } } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The one query-key convention: `[area, path, input]`, where the area is the endpoint's first tag
 * ('Employees', 'Leaves', …). Invalidating `[area]` refreshes every query of that area.
 */
export function keyOf<E extends EndpointSpec>(endpoint: E, input?: InputOf<E>) {
  return [areaOf(endpoint), endpoint.path, input ?? {}] as const;
}

const areaOf = (endpoint: EndpointSpec) => endpoint.tags[0] ?? 'API';

/** TanStack Query options for a GET endpoint. */
export function callQuery<E extends EndpointSpec>(endpoint: E, ...[input]: CallArgs<E>) {
  return queryOptions({
    queryKey: keyOf(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, ...([input, signal] as CallArgs<E>)),
  });
}

/**
 * Marks every query of these areas stale (the visible ones refetch). Fetches still under way are
 * cancelled first: a list's first fetch for a new search would otherwise be joined, not redone,
 * and its answer — read before the change — would show the old rows after it. Their kept answers
 * are forgotten too: the refetch reads in full, even from a server process that has not yet heard
 * of the change (and would still call the old answer current).
 */
export async function invalidateAreas(queryClient: QueryClient, ...areas: Area[]) {
  await invalidateAreasBut(queryClient, () => false, ...areas);
}

/**
 * As `invalidateAreas`, but the queries `gone` names (those of a record just deleted, still shown
 * while the screen leaves it) are left alone: asked again, they would only answer 404.
 */
export async function invalidateAreasBut(queryClient: QueryClient, gone: (key: QueryKey) => boolean, ...areas: Area[]) {
  forgetKeptAnswers(areas);
  const predicate = (query: { queryKey: QueryKey }) => !gone(query.queryKey);
  await Promise.all(areas.map((area) => queryClient.cancelQueries({ queryKey: [area], predicate })));
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: [area], predicate })));
}
