import { type ComponentProps, createElement, useEffect, useState } from 'react';

type Sonner = typeof import('sonner');
type Show = Sonner['toast']['success'];
type ShowArgs = Parameters<Show>;

/**
 * Toasts without sonner in the first page load (docs/performance.md, "First JavaScript"): the library is
 * imported on the first toast, then <LazyToaster> mounts its <Toaster>, and the toast is shown once it listens.
 * Calls keep their order. Only one toast is kept at a time, so each new one dismisses the current one.
 */
let sonner: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const waitingForModule = new Set<(module: Sonner) => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    loaded = module;
    for (const notify of waitingForModule) notify(module);
    return module;
  });
  return sonner;
}

let queue: Promise<unknown> = Promise.resolve();
function run(action: (toast: Sonner['toast']) => void): void {
  queue = queue
    .then(() => loadSonner())
    .then(() => mounted)
    .then(() => action(loaded!.toast))
    .catch(() => undefined);
}

const single =
  (kind: 'success' | 'error' | 'warning' | 'info') =>
  (...args: ShowArgs): void =>
    run((toast) => {
      toast.dismiss();
      toast[kind](...args);
    });

export const toast = {
  success: single('success'),
  error: single('error'),
  warning: single('warning'),
  info: single('info'),
  dismiss: (id?: string | number): void => {
    if (loaded || sonner) run((toast) => toast.dismiss(id));
  },
};

/** Renders sonner's <Toaster> once the first toast has loaded the library. */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const [module, setModule] = useState<Sonner | null>(loaded);
  useEffect(() => {
    if (module) return;
    waitingForModule.add(setModule);
    return () => {
      waitingForModule.delete(setModule);
    };
  }, [module]);
  useEffect(() => {
    // Effects run child first, so the Toaster already listens for toasts here.
    if (module) markMounted();
  }, [module]);
  if (!module) return null;
  return createElement(module.Toaster, props);
}
