/**
 * The SDK the platform handed to kanban's install(sdk), for the module's pages, widgets and calls: every
 * service in it is already scoped to kanban (API prefix, config, live events), so nothing here names a global.
 */
import { createSdkHolder } from '@artel/sdk';

const holder = createSdkHolder('kanban');

/** Called by install(sdk); the loader's teardown forgets it again when the module is disabled. */
export const bindKanbanSdk = holder.bind;
export const kanbanSdk = holder.get;
