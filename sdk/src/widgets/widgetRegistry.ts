/**
 * Widgets that modules offer for dashboards (SPEC §3 'widgets': an id, a title and sizes in grid cells).
 * Like the navigation registry, a module only declares its widgets here; a page that has room for them
 * reads `$widgets`. Disabling a module removes its widgets with it.
 */
import { createEvent, createStore } from 'effector';
import type { ComponentType } from 'react';
import type { ModuleWidgetDefinition } from '../types';

export interface WidgetRegistration extends ModuleWidgetDefinition {
  component: ComponentType;
}

export interface RegisteredWidget extends WidgetRegistration {
  /** '{moduleId}.{id}': unique across modules. */
  key: string;
  moduleId: string;
}

const widgetSaved = createEvent<RegisteredWidget>();
const widgetsRemoved = createEvent<(widget: RegisteredWidget) => boolean>();

/** Every registered widget, in registration order. */
export const $widgets = createStore<RegisteredWidget[]>([])
  .on(widgetSaved, (widgets, widget) => [...widgets.filter((existing) => existing.key !== widget.key), widget])
  .on(widgetsRemoved, (widgets, shouldRemove) => {
    const remaining = widgets.filter((widget) => !shouldRemove(widget));
    return remaining.length === widgets.length ? widgets : remaining;
  });

/** Adds (or replaces) a module's widget; the returned cleanup removes exactly this registration. */
export function registerWidget(moduleId: string, widget: WidgetRegistration): () => void {
  if (!widget.id || !widget.title) throw new Error('Invalid widget: missing required fields');
  const registered: RegisteredWidget = { ...widget, moduleId, key: `${moduleId}.${widget.id}` };
  widgetSaved(registered);
  return () => widgetsRemoved((existing) => existing === registered);
}

export function removeModuleWidgets(moduleId: string): void {
  widgetsRemoved((widget) => widget.moduleId === moduleId);
}
