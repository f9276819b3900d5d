import { Spinner } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import type { ShellPageProps } from './shellRoute';

type PageModule<Name extends string> = Record<Name, ComponentType<ShellPageProps>>;

/**
 * A page whose code is a chunk of its own, fetched the first time the page is opened, so that heavy pages
 * (the flow builder and its canvas) stay out of the shell's first load.
 */
export function lazyPage<Name extends string>(load: () => Promise<PageModule<Name>>, name: Name): ComponentType<ShellPageProps> {
  const Page: LazyExoticComponent<ComponentType<ShellPageProps>> = lazy(() =>
    load().then((module): { default: ComponentType<ShellPageProps> } => ({ default: module[name] })),
  );
  function LazyPage(props: ShellPageProps) {
    const { t } = useTranslation('shell');
    return (
      <Suspense fallback={<Spinner aria-label={t('lazyPage.loading')} />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
