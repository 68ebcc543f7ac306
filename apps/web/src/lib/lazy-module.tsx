import { type ReactNode, useCallback, useEffect, useState } from 'react';

/**
 * A module kept out of the first chunk and fetched on demand (a menu on its first open, a form when it
 * scrolls near): `load()` starts the import once; later calls and later mounts share it.
 */
export type LazyModule<T> = { load: () => Promise<T>; loaded: () => T | undefined };

const all: LazyModule<unknown>[] = [];

/** Loads every lazy module declared so far: unit tests render as if each had arrived already. */
export function loadAllLazyModules(): Promise<unknown[]> {
  return Promise.all(all.map((lazy) => lazy.load()));
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const lazy: LazyModule<T> = {
    load: () => {
      pending ??= importer().then((loaded) => {
        module = loaded;
        return loaded;
      });
      return pending;
    },
    loaded: () => module,
  };
  all.push(lazy);
  return lazy;
}

/**
 * The module once it has arrived, and `request`, which starts loading it; `beforeSwap` runs just
 * before the component re-renders with it (to hand over focus or a typed value from a stand-in).
 */
export function useLazyModule<T>(lazy: LazyModule<T>) {
  const [module, setModule] = useState<T | undefined>(lazy.loaded);
  const request = useCallback(
    (beforeSwap?: () => void) => {
      const ready = lazy.loaded();
      if (ready) return setModule(() => ready);
      void lazy.load().then((loaded) => {
        beforeSwap?.();
        setModule(() => loaded);
      });
    },
    [lazy],
  );
  return { module, request };
}

/**
 * Renders what `render` makes of the module once `when` has first been true and the module has
 * arrived; nothing before (a dialog's form, fetched on its first opening).
 */
export function OnDemand<T>({
  module: lazy,
  when,
  render,
}: {
  module: LazyModule<T>;
  when: boolean;
  render: (module: T) => ReactNode;
}) {
  const { module, request } = useLazyModule(lazy);
  useEffect(() => {
    if (when) request();
  }, [when, request]);
  return module ? render(module) : null;
}
