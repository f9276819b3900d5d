import type { ModuleRecord, ModuleWidgetDefinition } from '@artel/sdk';

export interface PlacedWidget {
  key: string;
  moduleId: string;
  moduleName: string;
  widget: ModuleWidgetDefinition;
  /** Name under which a module registers the widget's component (SDK registerComponent). */
  componentName: string;
  columns: number;
  rows: number;
}

const GRID_COLUMNS = 4;

/** The component name a module uses for one of its widgets: `widget:{moduleId}.{widgetId}`. */
export function widgetComponentName(moduleId: string, widgetId: string): string {
  return `widget:${moduleId}.${widgetId}`;
}

/** Widgets of the active modules in registry order, each sized by its default size within a 4-column grid. */
export function placedWidgets(modules: Record<string, ModuleRecord>): PlacedWidget[] {
  return Object.values(modules)
    .filter((record) => record.state === 'active')
    .flatMap(({ definition }) =>
      (definition.widgets ?? []).map((widget) => ({
        key: `${definition.id}.${widget.id}`,
        moduleId: definition.id,
        moduleName: definition.name,
        widget,
        componentName: widgetComponentName(definition.id, widget.id),
        columns: Math.min(GRID_COLUMNS, Math.max(1, widget.defaultSize?.w ?? 1)),
        rows: Math.max(1, widget.defaultSize?.h ?? 1),
      })),
    );
}
