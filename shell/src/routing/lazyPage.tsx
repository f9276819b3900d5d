import { Spinner } from '@blueprintjs/core';
import { lazyComponent, LazyComponentSlot, useTranslation } from '@artel/sdk';
import type { ComponentType } from 'react';
import type { ShellPageProps } from './shellRoute';

type PageModule<Name extends string> = Record<Name, ComponentType<ShellPageProps>>;

/**
 * A page whose code is a chunk of its own, fetched the first time the page is opened, so that heavy pages
 * (the flow builder and its canvas) stay out of the shell's first load. It waits for the chunk without
 * suspending: React would hold a Suspense boundary's reveal until 300 ms after its spinner appeared.
 */
export function lazyPage<Name extends string>(load: () => Promise<PageModule<Name>>, name: Name): ComponentType<ShellPageProps> {
  const Page = lazyComponent(load, name);
  function LazyPage(props: ShellPageProps) {
    const { t } = useTranslation('shell');
    return (
      <LazyComponentSlot component={Page} fallback={<Spinner aria-label={t('lazyPage.loading')} />}>
        <Page {...props} />
      </LazyComponentSlot>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
