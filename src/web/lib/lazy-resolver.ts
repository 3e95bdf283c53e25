import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> extends Resolver<TInput, unknown, TOutput> {
  /** Starts loading ahead of the first validation (e.g. when a field takes the focus). */
  preload: () => void;
}

/**
 * A form resolver whose schema, zod and the zod resolver load on first use, not with the screen:
 * the login screen renders without the 24 kB (gzip) of zod and loads it when the user starts
 * typing. `load` runs once and returns the real resolver.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () => (loading ??= load());
  const resolver = async (...args: Parameters<Resolver<TInput, unknown, TOutput>>) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get() });
}
