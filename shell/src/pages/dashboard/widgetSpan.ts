import type { ModuleWidgetDefinition } from '@artel/sdk/host';

const GRID_COLUMNS = 4;

/** A widget's place in the dashboard's 4-column grid, from its default size (SPEC §3 'widgets'). */
export function widgetSpan(widget: Pick<ModuleWidgetDefinition, 'defaultSize'>): { columns: number; rows: number } {
  return {
    columns: Math.min(GRID_COLUMNS, Math.max(1, widget.defaultSize?.w ?? 1)),
    rows: Math.max(1, widget.defaultSize?.h ?? 1),
  };
}
