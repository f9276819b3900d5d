/**
 * A component whose code is a chunk of its own, fetched the first time it renders: a module's entry stays
 * small (install, texts, search, widget and route declarations) and the dashboard, which only shows widgets,
 * never downloads the module's pages. Webpack splits `import('./pages/BoardPage')` out of the bundle; the
 * chunk is fetched beside the bundle's own URL, so it works wherever the module is served from.
 * The SDK renders module routes and widgets inside Suspense boundaries, so nothing else is needed.
 */
import { type ComponentType, lazy } from 'react';

export function lazyComponent<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  return Lazy as unknown as ComponentType<Props>;
}
