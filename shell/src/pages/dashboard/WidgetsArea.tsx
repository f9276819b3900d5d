import { Card, H4 } from '@blueprintjs/core';
import { $currentWorkspaceId, getRegisteredComponent, moduleRegistry, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { useWorkspacesTranslation } from '../../workspaces/i18n/workspacesTranslations';
import { placedWidgets } from './moduleWidgets';

/** What a module's widget component receives. */
export interface WidgetProps {
  moduleId: string;
  workspaceId: string | null;
}

/** One broken widget must not take the dashboard down: it shows its frame and title only. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A dashboard widget failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The dashboard's widgets area: every widget of the active modules (SPEC §3 'widgets'), in a grid sized by
 * its default size. A module draws its widget by registering `widget:{moduleId}.{widgetId}` with the SDK.
 */
export function WidgetsArea() {
  const { t } = useWorkspacesTranslation();
  const { t: tModule } = useTranslation();
  const [modules, workspaceId] = useUnit([moduleRegistry.$modules, $currentWorkspaceId]);
  const widgets = placedWidgets(modules);
  return (
    <section aria-labelledby="dashboard-widgets">
      <h2 id="dashboard-widgets" className="bp6-heading">
        {t('home.widgets')}
      </h2>
      {widgets.length === 0 ? (
        <p>{t('home.noWidgets')}</p>
      ) : (
        <div className="artel-widgets">
          {widgets.map((placed) => {
            const Widget = getRegisteredComponent<ComponentType<WidgetProps>>(placed.componentName);
            return (
              <Card key={placed.key} style={{ gridColumn: `span ${placed.columns}`, gridRow: `span ${placed.rows}` }}>
                <H4>{tModule(placed.widget.title, { ns: placed.moduleId, defaultValue: placed.widget.title })}</H4>
                {Widget && (
                  <WidgetBoundary>
                    <Widget moduleId={placed.moduleId} workspaceId={workspaceId} />
                  </WidgetBoundary>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
