import type { Unsubscribe } from './contract';

type AnyMethod = (...args: never[]) => unknown;

/**
 * An API whose code is downloaded on first use, so pages that never call it (the home page) do
 * not pay for it. Methods wait for the code; `watch…` methods return their Unsubscribe at once and
 * subscribe when the code has arrived. `methods` names every member as a key, so a member added to
 * the contract and forgotten here is a compile error instead of a method missing at run time
 * (deferred-api.test.ts shows it). NoInfer: T comes from `load` (or the caller), never from the
 * list, so a short list cannot shrink T.
 */
export function deferredApi<T extends { [K in keyof T]: AnyMethod }>(
  load: () => Promise<T>,
  methods: { readonly [K in keyof NoInfer<T>]: true },
): T {
  let loaded: Promise<T> | undefined;
  const api = () => (loaded ??= load());
  const names = Object.keys(methods) as (keyof T & string)[];
  const entries = names.map((name) => {
    if (name.startsWith('watch')) {
      return [
        name,
        (...args: unknown[]) => {
          let stop: Unsubscribe | undefined;
          let cancelled = false;
          void api().then((real) => {
            if (!cancelled)
              stop = (real[name] as unknown as (...a: unknown[]) => Unsubscribe)(...args);
          });
          return () => {
            cancelled = true;
            stop?.();
          };
        },
      ];
    }
    return [name, async (...args: unknown[]) => (await api())[name](...(args as never[]))];
  });
  return Object.fromEntries(entries) as T;
}
