import { Card, Classes, H4 } from '@blueprintjs/core';
import { LazyComponentSlot, useTranslation } from '@artel/sdk';
import { $widgets } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { Component, type ReactNode } from 'react';
import { useWorkspacesTranslation } from '../../workspaces/i18n/workspacesTranslations';
import { widgetSpan } from './widgetSpan';

/** One broken widget must not take the dashboard down: its card keeps the title and loses the content. */
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

/** Stands in for a widget whose code (a chunk of its module, see the SDK's lazyComponent) is still on its way. */
function WidgetSkeleton() {
  return <div className={`${Classes.SKELETON} artel-widget-skeleton`} aria-busy="true" />;
}

/**
 * The dashboard's widgets area: what modules registered with the SDK's registerWidget, sized by their default size.
 * While the modules are still starting (`settling`), an empty list is not yet «no widgets».
 */
export function WidgetsArea({ settling = false }: { settling?: boolean }) {
  const { t } = useWorkspacesTranslation();
  const { t: tModule } = useTranslation();
  const widgets = useUnit($widgets);
  return (
    <section aria-labelledby="dashboard-widgets">
      <h2 id="dashboard-widgets" className="bp6-heading">
        {t('home.widgets')}
      </h2>
      {widgets.length === 0 && settling ? (
        <WidgetSkeleton />
      ) : widgets.length === 0 ? (
        <p>{t('home.noWidgets')}</p>
      ) : (
        <div className="artel-widgets">
          {widgets.map((widget) => {
            const { columns, rows } = widgetSpan(widget);
            const Widget = widget.component;
            return (
              <Card key={widget.key} style={{ gridColumn: `span ${columns}`, gridRow: `span ${rows}` }}>
                <H4>{tModule(widget.title, { ns: widget.moduleId, defaultValue: widget.title })}</H4>
                <WidgetBoundary>
                  <LazyComponentSlot component={Widget} fallback={<WidgetSkeleton />}>
                    <Widget />
                  </LazyComponentSlot>
                </WidgetBoundary>
              </Card>
            );
          })}
        </div>
      )}
    </section>
  );
}
