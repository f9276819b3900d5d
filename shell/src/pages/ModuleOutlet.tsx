import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { getModuleContainer, moduleRegistry, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';

const BUSY_STATES = new Set(['discovered', 'registered', 'loading', 'installed']);

/**
 * The place in the shell where a module's single-spa application renders: the SDK keeps one detached
 * container per module, and this outlet attaches it while the URL is under /modules/{id}.
 */
export function ModuleOutlet({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('shell');
  const host = useRef<HTMLDivElement>(null);
  const modules = useUnit(moduleRegistry.$modules);
  const entry = modules[moduleId];

  useLayoutEffect(() => {
    const container = getModuleContainer(moduleId);
    host.current?.appendChild(container);
    return () => container.remove();
  }, [moduleId]);

  return (
    <>
      {!entry && <NonIdealState icon="cube" title={t('modules.notEnabled', { id: moduleId })} />}
      {entry && BUSY_STATES.has(entry.state) && <Spinner aria-label={t('modules.loading')} />}
      {entry?.state === 'error' && (
        <Callout intent="danger" role="alert">
          {entry.lastError}
        </Callout>
      )}
      <div ref={host} className="artel-module-outlet" data-module-outlet={moduleId} />
    </>
  );
}
