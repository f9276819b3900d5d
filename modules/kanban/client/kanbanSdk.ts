/**
 * The SDK the platform handed to kanban's install(sdk), for the module's pages, widgets and calls: every
 * service in it is already scoped to kanban (API prefix, config, live events), so nothing here names a global.
 */
import type { ModuleSdk } from '@artel/sdk';

let installed: ModuleSdk | null = null;

/** Called by install(sdk); the returned function forgets it again when the module is disabled. */
export function bindKanbanSdk(sdk: ModuleSdk): () => void {
  installed = sdk;
  return () => {
    if (installed === sdk) installed = null;
  };
}

export function kanbanSdk(): ModuleSdk {
  if (!installed) throw new Error('The kanban module is not installed');
  return installed;
}
