import type { FieldValues, Resolver } from './use-form';

export type LazyResolver<V extends FieldValues> = Resolver<V> & {
  /** starts loading the validator (a form calls it when the person first types or points in it) */
  preload(): void;
};

/**
 * A resolver whose validator (the schemas and TypeBox, ~30 KB gzip) is loaded on first use
 * instead of with the page: `lazyResolver(() => import('./schemas').then((m) => m.signInResolver))`.
 * The form paints without it; `preload()` on first use usually has it ready by submit. A failed
 * load rejects this submit (the form says so) and is tried again on the next one.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): LazyResolver<V> {
  let loading: Promise<Resolver<V>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<V> = async (values) => (await get())(values);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
