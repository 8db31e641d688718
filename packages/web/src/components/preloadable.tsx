/**
 * A lazily loaded page that can be loaded ahead of time. Once its code is in, it renders at
 * once, without suspending: React throttles the reveal of a suspended boundary (by about
 * 300 ms), a wait a page load would otherwise pay at every lazy level.
 */
import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<M extends { default: ComponentType }> = ComponentType & {
  /** Loads the code (once); answers its module. */
  preload(): Promise<M>;
  isLoaded(): boolean;
};

export function preloadable<M extends { default: ComponentType }>(
  load: () => Promise<M>,
): Preloadable<M> {
  let loaded: ComponentType | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render may try again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    // An instance that started lazy stays lazy: switching component types would remount it.
    const [startedLoaded] = useState(() => loaded !== undefined);
    const Loaded = loaded;
    return startedLoaded && Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}
