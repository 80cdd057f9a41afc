import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export type LazyResolver<T extends FieldValues, C, V> = Resolver<T, C, V> & { preload(): void };

/**
 * A react-hook-form resolver whose schema (and zod with it) loads on the first validation or on
 * `preload()` (call it when the form gets focus), not with the page: a form below the fold or in the
 * hero then costs no schema code on first load. The schema is still the shared one beside it.
 */
export function lazyResolver<T extends FieldValues, C, V>(load: () => Promise<Resolver<T, C, V>>): LazyResolver<T, C, V> {
  let loading: Promise<Resolver<T, C, V>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T, C, V>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}

/**
 * `lazyResolver` for one of the shared zod schemas: the schema's module and zod's resolver load
 * together. `loadSchema` is a dynamic import, e.g. `() => import("@/lib/validations/auth").then((m) => m.loginSchema)`.
 */
export function lazyZodResolver<T extends FieldValues, C, V>(loadSchema: () => Promise<ZodType>): LazyResolver<T, C, V> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    // zodResolver's overloads cannot see the schema's input and output through the generic ZodType.
    return zodResolver(schema as never) as unknown as Resolver<T, C, V>;
  });
}
