import { type ComponentType, lazy, useState } from 'react';

const preloads = new Set<() => Promise<unknown>>();

/**
 * A component whose code loads separately, like React.lazy (render it inside <Suspense>), that prerendering can load
 * beforehand: the prerendered HTML then holds the component itself, and the browser hydrates that part once its code
 * has arrived, while the rest of the page is already interactive. `preload()` starts loading the code.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  preloads.add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}

/**
 * For prerendering (src/web/entry-server.tsx): loads every lazy component the rendered modules declared, including
 * those declared by lazily loaded modules (the lease form inside the landing's lower sections), until none is new.
 */
export async function preloadLazyComponents(): Promise<void> {
  const done = new Set<() => Promise<unknown>>();
  while (done.size < preloads.size) {
    const pending = [...preloads].filter((preload) => !done.has(preload));
    for (const preload of pending) done.add(preload);
    await Promise.all(pending.map((preload) => preload()));
  }
}
