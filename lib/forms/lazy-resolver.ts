import type { FieldValues, Resolver } from "react-hook-form";

export type LazyResolver<T extends FieldValues, C, V> = Resolver<T, C, V> & { preload(): void };

/**
 * A react-hook-form resolver whose schema (and zod with it) loads on the first validation or on
 * `preload()` (call it when the form gets focus), not with the page: a form below the fold or in the
 * hero then costs no schema code on first load. The schema is still the shared one from lib/validations.
 */
export function lazyResolver<T extends FieldValues, C, V>(load: () => Promise<Resolver<T, C, V>>): LazyResolver<T, C, V> {
  let loading: Promise<Resolver<T, C, V>> | null = null;
  const get = () => (loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  }));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T, C, V>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
