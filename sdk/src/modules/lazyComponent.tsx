/**
 * A component whose code is a chunk of its own, fetched the first time it renders: a module's entry stays
 * small (install, texts, search, widget and route declarations) and the dashboard, which only shows widgets,
 * never downloads the module's pages. Webpack splits `import('./pages/BoardPage')` out of the bundle; the
 * chunk is fetched beside the bundle's own URL, so it works wherever the module is served from.
 *
 * Rendered before its chunk has arrived it suspends, and the SDK's Suspense boundaries show their fallback.
 * React holds back what a boundary reveals until 300 ms after its fallback appeared, so the module routes, the
 * shell's lazy pages, the dashboard's widgets and a module's own lazy parts (a date picker, an editor) wait for
 * `preload()` without suspending (LazyComponentSlot) and render the component once it has arrived.
 */
import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense, useEffect, useState } from 'react';

export interface LazyComponent<Props extends object> {
  (props: Props): ReactElement;
  displayName?: string;
  /** Fetches the chunk (once; again after a failure); settles when the component can render without suspending. */
  preload(): Promise<unknown>;
  isLoaded(): boolean;
}

export function lazyComponent<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;

  function LazyComponentView(props: Props) {
    // An instance that started on the suspending path keeps it: switching the element type would remount the page.
    const [suspends] = useState(() => loaded === undefined);
    const Component = suspends || !loaded ? Lazy : loaded;
    return <Component {...props} />;
  }
  LazyComponentView.displayName = `Lazy(${name})`;
  return Object.assign(LazyComponentView, { preload, isLoaded: () => loaded !== undefined });
}

function isLazyComponent(component: unknown): component is LazyComponent<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyComponent<object>>).preload === 'function';
}

/**
 * False while `component` is a lazyComponent whose chunk is on its way (which it starts fetching); true once it
 * can render without suspending, or has failed (rendering it then reaches the error boundary), or is not lazy.
 */
function useLazyComponentReady(component: unknown): boolean {
  const lazyOne = isLazyComponent(component) ? component : null;
  const [settled, setSettled] = useState<unknown>(null);
  const ready = !lazyOne || lazyOne.isLoaded() || settled === lazyOne;
  useEffect(() => {
    if (ready || !lazyOne) return;
    let current = true;
    const done = () => {
      if (current) setSettled(() => lazyOne);
    };
    lazyOne.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [ready, lazyOne]);
  return ready;
}

/**
 * `fallback` until `component` (a lazyComponent; anything else counts as here) can render without suspending,
 * then `children`; the Suspense boundary around them, with the same fallback, is for whatever else suspends.
 */
export function LazyComponentSlot({ component, fallback, children }: { component: unknown; fallback: ReactNode; children: ReactNode }) {
  const ready = useLazyComponentReady(component);
  return <Suspense fallback={fallback}>{ready ? children : fallback}</Suspense>;
}
