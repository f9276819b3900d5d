/**
 * Each enabled module's config in the current workspace (defaults filled in by the server), by module id.
 * The lifecycle's module list feeds it (workspaceModules.ts); a module reads its own through `sdk.config`.
 */
import { createEvent, createStore } from 'effector';
import type { InstalledModule } from '../../types';

export const NO_MODULE_CONFIG: Readonly<Record<string, unknown>> = Object.freeze({});

export const moduleListLoaded = createEvent<readonly InstalledModule[]>();

export const $moduleConfigs = createStore<Readonly<Record<string, Readonly<Record<string, unknown>>>>>({}).on(
  moduleListLoaded,
  (_, modules) => Object.fromEntries(modules.map((mod) => [mod.moduleId, mod.config])),
);
