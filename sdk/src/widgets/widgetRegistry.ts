/**
 * Widgets that modules offer for dashboards (SPEC §3 'widgets': an id, a title and sizes in grid cells).
 * Like the navigation, a module only declares its widgets on this extension point; a page that has room
 * for them reads `$widgets`. Disabling a module removes its widgets with it.
 */
import type { ComponentType } from 'react';
import { defineExtensionPoint } from '../extensions/extensionPoint';
import type { ModuleWidgetDefinition } from '../types';

export interface WidgetRegistration extends ModuleWidgetDefinition {
  component: ComponentType;
}

export interface RegisteredWidget extends WidgetRegistration {
  /** '{moduleId}.{id}': unique across modules. */
  key: string;
  moduleId: string;
}

export const widgetPoint = defineExtensionPoint<RegisteredWidget>({
  id: 'platform.dashboard-widgets',
  validate: (widget) => (widget.id && widget.title && widget.component ? null : 'Invalid widget: missing required fields'),
  key: (widget) => widget.key,
});

/** Every registered widget, in registration order. */
export const $widgets = widgetPoint.$entries;

/** Adds (or replaces) a module's widget; the returned cleanup removes exactly this registration. */
export function registerWidget(moduleId: string, widget: WidgetRegistration): () => void {
  return widgetPoint.register(moduleId, { ...widget, moduleId, key: `${moduleId}.${widget.id}` });
}

export function removeModuleWidgets(moduleId: string): void {
  widgetPoint.removeOwner(moduleId);
}
