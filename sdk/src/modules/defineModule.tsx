/**
 * What a module bundle exports (ARCHITECTURE §3): single-spa lifecycles, its definition and install(sdk).
 * Like single-spa's react-microfrontends, a module's entry file only calls this.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { i18n, SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import type { LoadedModule, ModuleAppProps, ModuleInstall } from './registry/moduleDefinition';
import type { ModuleDefinition } from '../types';
import { ModuleRoutes } from './moduleRoutes';

function ModuleErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SDK_NAMESPACE, { i18n });
  return (
    <div className="artel-module-error" role="alert">
      <p className="artel-module-error__message">{t('modules.failed')}</p>
      <button type="button" className="artel-module-error__retry" onClick={onRetry}>
        {t('modules.retry')}
      </button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** Keeps a failing module inside its own box; Retry remounts the module's tree from scratch. */
export class ModuleErrorBoundary<P extends ModuleAppProps = ModuleAppProps> extends React.Component<
  React.PropsWithChildren<P>,
  BoundaryState
> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error(`Module ${this.props.moduleId ?? ''} failed to render`, error, info.componentStack);
    this.props.reportError?.(error);
  }

  private readonly retry = (): void => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): React.ReactNode {
    if (this.state.failed) return <ModuleErrorPanel onRetry={this.retry} />;
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>;
  }
}

export interface ModuleSpec<Sdk = unknown> {
  definition: ModuleDefinition;
  install: ModuleInstall<Sdk>;
  /** Defaults to the module's registered routes: `<ModuleRoutes moduleId={definition.id} />`. */
  rootComponent?: React.ComponentType<ModuleAppProps & AppProps>;
}

export type ModuleBundle<Sdk = unknown> = LoadedModule<Sdk>;

export function defineModule<Sdk = unknown>({ definition, install, rootComponent }: ModuleSpec<Sdk>): ModuleBundle<Sdk> {
  const moduleId = definition.id;
  const DefaultRoot = () => <ModuleRoutes moduleId={moduleId} />;
  const lifecycles = singleSpaReact<ModuleAppProps>({
    React,
    ReactDOMClient,
    rootComponent: rootComponent ?? DefaultRoot,
    errorBoundaryClass: ModuleErrorBoundary,
  });
  const { bootstrap, mount, unmount } = lifecycles;
  return { definition, install, bootstrap, mount, unmount };
}
