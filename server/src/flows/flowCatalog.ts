/**
 * The triggers and actions flows can use: the platform's own and those modules registered through the
 * `flows` service. A type belongs to the module its prefix names, so one module cannot pose as another.
 */
import type { FlowActionDefinition, FlowTriggerDefinition } from '@artel/sdk/server';

export const PLATFORM = 'platform';

export interface CatalogEntry<T> {
  module: string;
  definition: T;
}

function moduleOfType(owner: string, type: string, what: string): string {
  if (!type.startsWith(`${owner}.`) || type.length === owner.length + 1) {
    throw new Error(`${owner} may only register ${what} types that start with '${owner}.', not '${type}'`);
  }
  return owner;
}

export class FlowCatalog {
  private readonly triggers = new Map<string, CatalogEntry<FlowTriggerDefinition>>();
  private readonly actions = new Map<string, CatalogEntry<FlowActionDefinition>>();

  addTrigger(owner: string, definition: FlowTriggerDefinition): void {
    const module = moduleOfType(owner, definition.type, 'trigger');
    if (this.triggers.has(definition.type)) throw new Error(`Flow trigger '${definition.type}' is registered twice`);
    this.triggers.set(definition.type, { module, definition });
  }

  addAction(owner: string, definition: FlowActionDefinition): void {
    const module = moduleOfType(owner, definition.type, 'action');
    if (this.actions.has(definition.type)) throw new Error(`Flow action '${definition.type}' is registered twice`);
    this.actions.set(definition.type, { module, definition });
  }

  trigger(type: string): CatalogEntry<FlowTriggerDefinition> | undefined {
    return this.triggers.get(type);
  }

  action(type: string): CatalogEntry<FlowActionDefinition> | undefined {
    return this.actions.get(type);
  }

  /** What a workspace may use: the platform's entries and those of the modules enabled there. */
  available(enabledModules: ReadonlySet<string>) {
    const usable = <T>(entry: CatalogEntry<T>) => entry.module === PLATFORM || enabledModules.has(entry.module);
    return {
      triggers: [...this.triggers.values()].filter(usable),
      actions: [...this.actions.values()].filter(usable),
    };
  }
}
